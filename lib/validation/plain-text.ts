import { z } from 'zod';

// Control characters (C0, DEL, C1: Unicode Cc) and lone surrogates are no text a person types: PostgreSQL refuses
// NUL outright, and the others split mail headers and logs or show as nothing. Paired surrogates (emoji) are text.
const inSingleLine = /[\p{Cc}\p{Cs}]/u;
// A multi-line field (a message, a comment, a note) keeps its line breaks and tabs.
const inMultiLine = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

/** True when the text of a one-line field holds no control character. */
export const isSingleLineText = (value: string): boolean => !inSingleLine.test(value);

/** True when the text of a multi-line field holds no control character but tab, line feed and carriage return. */
export const isMultiLineText = (value: string): boolean => !inMultiLine.test(value);

/**
 * Text that is never refused (the search box, the values a refused form keeps): each control character becomes a
 * space; `keepLines` keeps line breaks and tabs, as a multi-line field has them.
 */
export const withoutControlCharacters = (value: string, { keepLines = false } = {}): string =>
  value.replace(new RegExp((keepLines ? inMultiLine : inSingleLine).source, 'gu'), ' ');

/**
 * The one rule for a one-line field of any form (issue 30, finding 9): a string whose control characters are
 * refused with the field's own message (`missing`: when no string came, if that message differs). Chain the
 * field's other checks after it.
 */
export const singleLine = (message: string, missing = message) =>
  z.string({ message: missing }).refine(isSingleLineText, { message });

/** The same for a multi-line field: line breaks and tabs are its own, every other control character is refused. */
export const multiLine = (message: string, missing = message) =>
  z.string({ message: missing }).refine(isMultiLineText, { message });
