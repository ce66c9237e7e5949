/**
 * Romania's standard rule as recorded: 19 % until 31 July 2025, 21 % from 1 August 2025 (Law 141/2025), for the
 * unit tests that price across that change.
 */
export const romanianStandardRule = {
  id: 1,
  title: 'Standard',
  isDefault: true,
  ratesByCountry: {
    146: [
      { from: '2000-01-01', to: '2025-07-31', basisPoints: 1900 },
      { from: '2025-08-01', to: null, basisPoints: 2100 },
    ],
  },
};
