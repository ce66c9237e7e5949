export interface TransportSecurity {
  /** 0 switches the header off. */
  maxAgeSeconds: number;
  includeSubDomains: boolean;
}

/** The Strict-Transport-Security value for a response that came over https; null when switched off. */
export function transportSecurityHeader({
  maxAgeSeconds,
  includeSubDomains,
}: TransportSecurity): string | null {
  if (maxAgeSeconds === 0) return null;
  return includeSubDomains ? `max-age=${maxAgeSeconds}; includeSubDomains` : `max-age=${maxAgeSeconds}`;
}
