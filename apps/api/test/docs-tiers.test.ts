import '@vendor-portal/contract/i18n-compiler';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { QUALITY } from '@vendor-portal/contract/messages';
import { ruleLines, TIER_TABLE, tierName } from '@vendor-portal/contract/tiers';

// Issue 57, docs/architecture.md "Scorecard and tiers": the tier table in README.md and docs/features.md is written
// from the contract's TIER_TABLE, never by hand. `npm run docs:tiers` writes it between the markers; this test
// fails, naming the file, when a page says something else.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const START = '<!-- tier-table: generated from packages/contract/src/tiers.ts by `npm run docs:tiers` -->';
const END = '<!-- /tier-table -->';
const PAGES = ['README.md', 'docs/features.md'];

function tierTableMarkdown(): string {
  return inLanguage('en', () => {
    const rows = [
      ...TIER_TABLE.map((rule) => `| ${tierName(rule.tier)} | ${ruleLines(rule).join(', ')} |`),
      `| ${tierName('standard')} | ${QUALITY.ruleStandard} |`,
    ];
    return [`| ${QUALITY.tableTier} | ${QUALITY.tableNeeds} |`, '|---|---|', ...rows].join('\n');
  });
}

function withTable(text: string): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end === -1) return text;
  return `${text.slice(0, start + START.length)}\n${tierTableMarkdown()}\n${text.slice(end)}`;
}

describe('the tier table in the docs', () => {
  for (const page of PAGES)
    it(`${page} holds the contract's table between the markers`, () => {
      const file = path.join(ROOT, page);
      const text = fs.readFileSync(file, 'utf8');
      expect(text.includes(START) && text.includes(END), `${page} has no tier-table markers`).toBe(true);
      if (process.env.WRITE_TIER_TABLE === '1') fs.writeFileSync(file, withTable(text));
      expect(fs.readFileSync(file, 'utf8'), `${page}: run npm run docs:tiers`).toBe(withTable(text));
    });
});
