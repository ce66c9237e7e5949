// @adobe/structured-data-validator ships plain JavaScript; these are the parts lib/seo-preview uses, as its
// src/validator.js and src/types/base.js define them.
declare module '@adobe/structured-data-validator' {
  /** One step from the root item down to the node an issue is about. */
  export interface ValidatorPathStep {
    type?: string | string[];
    property?: string;
    index?: number;
    length?: number;
  }

  export interface ValidatorIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    /** Absent on the extractor's own errors, which concern a whole script element. */
    path?: ValidatorPathStep[];
    fieldNames?: string[];
    /** 'schemaOrg' for the vocabulary's checks; absent for Google's rich-result rules. */
    errorType?: string;
    rootType: string;
  }

  /** What @marbec/web-auto-extractor returns for a page: its items by their root type, per syntax. */
  export interface ExtractedData {
    jsonld?: Record<string, Array<Record<string, unknown>>>;
    microdata?: Record<string, Array<Record<string, unknown>>>;
    rdfa?: Record<string, Array<Record<string, unknown>>>;
    errors?: Array<{ message: string; format: string; source?: string }>;
  }

  export default class Validator {
    /** schema.org's vocabulary as JSON-LD (`{ '@graph': [...] }`); without it only Google's rules are checked. */
    constructor(schemaOrgJson?: { '@graph': unknown[] });
    validate(data: ExtractedData): Promise<ValidatorIssue[]>;
  }
}
