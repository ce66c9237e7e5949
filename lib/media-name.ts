/** Media names are the seed's own (letters, digits, dashes, dots, one folder level); anything else is not a file. */
export const MEDIA_NAME = /^[a-z0-9-]+\/[a-z0-9][a-z0-9.-]{0,150}\.(png|svg|pdf)$/;
