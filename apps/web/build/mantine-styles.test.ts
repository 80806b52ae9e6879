import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { coreStylesFor, MANTINE_CLASS, mantineClassesReached } from './mantine-styles';

const core = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const sheet = (name: string) => readFileSync(join(core, 'styles', `${name}.css`), 'utf8');

/** The class names a component's class map gives it. */
function classesOf(component: string): string[] {
  const map = readFileSync(
    join(core, 'esm', 'components', component, `${component}.module.mjs`),
    'utf8',
  );
  return map.match(MANTINE_CLASS) ?? [];
}

const folder = mkdtempSync(join(tmpdir(), 'kitlab-mantine-styles-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The classes reached from one module of ours with this code. */
function reachedFrom(code: string): Set<string> {
  const file = join(folder, `module-${Math.random().toString(36).slice(2)}.tsx`);
  writeFileSync(file, code);
  return mantineClassesReached([file]);
}

describe('mantineClassesReached', () => {
  it('follows a component to the components it is built from', () => {
    const reached = reachedFrom(
      `import { Button } from '@mantine/core';\nexport const b = Button;`,
    );
    for (const used of ['Button', 'UnstyledButton', 'Loader']) {
      expect(
        classesOf(used).every((name) => reached.has(name)),
        used,
      ).toBe(true);
    }
    expect(classesOf('Tabs').some((name) => reached.has(name))).toBe(false);
  });

  it('follows another Mantine package into the core components it uses', () => {
    const reached = reachedFrom(
      `import { DatePickerInput } from '@mantine/dates';\nexport const d = DatePickerInput;`,
    );
    for (const used of ['Popover', 'Input']) {
      expect(
        classesOf(used).every((name) => reached.has(name)),
        used,
      ).toBe(true);
    }
  });

  it('reaches nothing from imports of types alone', () => {
    const reached = reachedFrom(
      `import type { ButtonProps } from '@mantine/core';\nimport { type TabsProps } from '@mantine/core';\nexport type P = ButtonProps | TabsProps;`,
    );
    expect(reached.size).toBe(0);
  });
});

describe('coreStylesFor', () => {
  const css = coreStylesFor(new Set(classesOf('Button')));

  it("keeps the sheets holding the classes, after Mantine's global sheets", () => {
    const at = (name: string) => css.indexOf(sheet(name));
    for (const name of ['baseline', 'default-css-variables', 'global', 'Button']) {
      expect(at(name), name).toBeGreaterThanOrEqual(0);
    }
    expect(at('global')).toBeLessThan(at('Button'));
    expect(css).not.toContain(sheet('Tabs'));
  });

  it('keeps the order of the whole sheet, whatever order the sheets are named in', () => {
    const whole = readFileSync(join(core, 'styles.css'), 'utf8');
    const both = coreStylesFor(new Set([...classesOf('Tabs'), ...classesOf('Button')]));
    const inWhole = whole.indexOf(sheet('Button')) < whole.indexOf(sheet('Tabs'));
    expect(both.indexOf(sheet('Button')) < both.indexOf(sheet('Tabs'))).toBe(inWhole);
  });
});
