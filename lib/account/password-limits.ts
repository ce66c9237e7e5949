/**
 * OWASP ASVS 5.0 (V6.2) instead of docs/product.md §5's four characters: at least 8, up to 128 accepted (ASVS asks for at
 * least 64), no composition rules, and none of the most common passwords. The cap bounds what argon2 is fed.
 * Kept apart from the list of common passwords, which only the server reads.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
