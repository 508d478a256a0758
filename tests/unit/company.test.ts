import { describe, expect, it } from 'vitest';
import { foundingYear, impactFigures, incorporationYear, legacyFigure, yearsSinceFounding } from '@/lib/company';

describe('company facts derived from the founding year', () => {
  it('rounds the legacy down to whole decades', () => {
    expect(yearsSinceFounding(2026)).toBe(64);
    expect(legacyFigure(2026)).toBe('60+');
    expect(legacyFigure(foundingYear + 69)).toBe('60+');
    expect(legacyFigure(foundingYear + 70)).toBe('70+');
  });

  // The spec words these claims itself (§1, §2, §9), so the site keeps them as written; they must stay true.
  it("keeps the spec's 'over 60 years' and '46+ years' true", () => {
    expect(yearsSinceFounding()).toBeGreaterThan(60);
    expect(new Date().getFullYear() - incorporationYear).toBeGreaterThanOrEqual(46);
    expect(impactFigures[0].figure).toBe('46+ years');
  });
});
