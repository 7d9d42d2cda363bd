import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The project's written record must point at code that is there and stay short enough to read.
const root = path.resolve(import.meta.dirname, '../..');
const decisionsDir = path.join(root, 'docs/decisions');
const decisionFiles = readdirSync(decisionsDir)
  .filter((name) => name.endsWith('.md'))
  .sort();
const documents = ['ARCHITECTURE.md', ...decisionFiles.map((name) => `docs/decisions/${name}`)];

const MAX_DECISION_WORDS = 700;
const MAX_ARCHITECTURE_BYTES = 12_000;
const NAMED_PATH = /`((?:src|tests|scripts|bench|docs)\/[^`\s]*)`/g;

/** The part of a named path that must exist: up to any placeholder or glob (`locales/<code>/`, `*.sql`). */
function fixedPart(named: string): string {
  const wild = named.search(/[<*{]/);
  const fixed = wild === -1 ? named : named.slice(0, wild);
  return fixed.replace(/[.,:;)]+$/, '');
}

function namedPaths(text: string): string[] {
  return [...text.matchAll(NAMED_PATH)].map((match) => match[1]);
}

describe('paths named in ARCHITECTURE.md and the decision records', () => {
  for (const document of documents) {
    it(`${document} names only paths that exist`, () => {
      const text = readFileSync(path.join(root, document), 'utf8');
      const missing = namedPaths(text).filter((named) => !existsSync(path.join(root, fixedPart(named))));
      expect(missing).toEqual([]);
    });
  }
});

it(`ARCHITECTURE.md stays within ${MAX_ARCHITECTURE_BYTES} bytes`, () => {
  expect(readFileSync(path.join(root, 'ARCHITECTURE.md')).length).toBeLessThanOrEqual(MAX_ARCHITECTURE_BYTES);
});

describe('decision records', () => {
  it('are numbered from 0001 with no gap', () => {
    const numbers = decisionFiles.map((name) => Number(name.slice(0, 4)));
    expect(decisionFiles.every((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name))).toBe(true);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  for (const name of decisionFiles) {
    it(`${name} has at most ${MAX_DECISION_WORDS} words`, () => {
      const words = readFileSync(path.join(decisionsDir, name), 'utf8').split(/\s+/).filter(Boolean).length;
      expect(words).toBeLessThanOrEqual(MAX_DECISION_WORDS);
    });
  }
});
