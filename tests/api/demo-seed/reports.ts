import { describe, expect, it } from 'vitest';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function reportsChecks(demo: DemoContext) {
  describe('the demo manager’s reports', () => {
    it('two templates and a finished "Show advance" report with its files', async () => {
      const { t, manager } = demo.seeded();
      const auth = { token: manager.authToken };
      const templates = must(await t.call('GET /report-templates', auth)).data;
      expect(templates.map((template) => template.name)).toEqual(['Show advance', 'Crew contacts']);
      expect(templates[1]?.columns).toEqual(['person.name', 'person.role', 'person.phone', 'person.email']);
      const reports = must(await t.call('GET /reports', { query: {}, ...auth })).data;
      expect(reports).toHaveLength(1);
      const [report] = reports;
      expect(report).toMatchObject({
        name: 'Show advance',
        status: 'done',
        progress: 100,
        templateId: templates[0]?.id,
      });
      expect(report?.rowCount).toBeGreaterThan(0);
      expect(report?.preview.length).toBe(Math.min(report?.rowCount ?? 0, 50));
      // Shows carry their production cells (the tracker's load-in).
      expect(report?.preview.some((row) => row[2] === 'Show' && row[7] !== '')).toBe(true);
      expect(report?.files.map((file) => file.format)).toEqual(['csv', 'pdf']);
    });
  });
}
