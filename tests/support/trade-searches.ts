/** What a buyer types, and exactly the seeded products it must find. */
export const tradeSearches: [query: string, expected: string[]][] = [
  ['IS 814', ['e6013-general-purpose', 'e7018-low-hydrogen', 'e7016-low-hydrogen-root-pass', 'e6010-cellulosic-pipe']],
  ['RDSO', ['e7018-low-hydrogen', 'er70s-6-mig-wire', 'em12k-saw-wire', 'ab-16-neutral-saw-flux']],
  [
    'IBR',
    [
      'e7018-low-hydrogen',
      'e7016-low-hydrogen-root-pass',
      'e7018-1-low-temperature',
      'e8018-b2-cr-mo',
      'e9018-b3-cr-mo',
      'er70s-6-mig-wire',
      'er70s-2-tig-rod',
      'fb-25-basic-saw-flux',
    ],
  ],
  ['7018', ['e7018-low-hydrogen', 'e7018-1-low-temperature']],
  ['ER70S6', ['er70s-6-mig-wire']],
];

