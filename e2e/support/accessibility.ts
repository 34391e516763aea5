import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** A thumb's target on a phone (docs/screens.md#phones-and-accessibility). */
export const TOUCH_TARGET_PX = 44;

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One failure found on a page: which rule (an axe rule id, or 'touch-target'), where, and how. */
export interface Finding {
  rule: string;
  target: string;
  detail: string;
}

/**
 * axe-core's serious and critical violations of WCAG 2.x A/AA and its best practices, plus any page
 * without an h1, headings that skip a level, and visible labels that are not part of the accessible
 * name (docs/screens.md#phones-and-accessibility names these, though axe rates them moderate or keeps the last one experimental).
 */
export async function axeFindings(page: Page): Promise<Finding[]> {
  // evaluate, not a script tag: the app's content security policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE_SOURCE};0`);
  // A toast or dialog still fading in blends its colours with the page: axe would measure the blend's
  // contrast (4.4 for a success toast halfway in). Check what the user sees once it has settled; an
  // animation cancelled on the way rejects its `finished`, and that one is over too. A spinner never
  // finishes: only animations with an end are awaited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: AxeLike }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary ?? '',
      })),
    }));
  });
  const alwaysCounted = new Set(['page-has-heading-one', 'heading-order', 'label-content-name-mismatch']);
  return violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || alwaysCounted.has(violation.id),
    )
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        target: node.target,
        detail: node.summary
          .replace(/Fix (any|all) of the following:/g, '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 110),
      })),
    );
}

interface AxeLike {
  run(
    context: Document,
    options: object,
  ): Promise<{
    violations: {
      id: string;
      impact: string | null;
      nodes: { target: string[]; failureSummary?: string }[];
    }[];
  }>;
}

/**
 * Every visible interactive element smaller than 44×44 px: links, buttons, fields, selects, text areas,
 * role=button. A checkbox or radio counts with its label (the label is what the thumb hits).
 */
export function smallTouchTargets(page: Page): Promise<Finding[]> {
  return page.evaluate((minimum) => {
    const union = (rects: DOMRect[]) => {
      const left = Math.min(...rects.map((rect) => rect.left));
      const right = Math.max(...rects.map((rect) => rect.right));
      const top = Math.min(...rects.map((rect) => rect.top));
      const bottom = Math.max(...rects.map((rect) => rect.bottom));
      return { width: right - left, height: bottom - top };
    };
    const describe = (element: Element) => {
      const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
      const name = element.getAttribute('aria-label') ?? label ?? element.textContent ?? '';
      const classes = [...element.classList].slice(0, 3).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    };
    const seen = new Set<Element>();
    const found: { rule: string; target: string; detail: string }[] = [];
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], label:has(> input[type=radio]), label:has(> input[type=checkbox])';
    for (const element of document.querySelectorAll(selector)) {
      let measured: Element[] = [element];
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        const labels = [...(element.labels ?? [])];
        // A Bootstrap toggle button (btn-check) hides its input: the label is the whole target.
        measured = element.classList.contains('btn-check') ? labels : [element, ...labels];
        if (measured.length === 0) measured = [element];
      } else if (element.tagName === 'LABEL') continue;
      if (measured.some((part) => seen.has(part))) continue;
      measured.forEach((part) => seen.add(part));
      const visible = measured.filter(
        (part) =>
          part.checkVisibility({ visibilityProperty: true }) &&
          part.getBoundingClientRect().width > 1 &&
          part.getBoundingClientRect().height > 1,
      );
      if (visible.length === 0) continue;
      const { width, height } = union(visible.map((part) => part.getBoundingClientRect()));
      if (width + 0.5 < minimum || height + 0.5 < minimum)
        found.push({
          rule: 'touch-target',
          target: describe(element),
          detail: `${Math.round(width)}×${Math.round(height)}`,
        });
    }
    return found;
  }, TOUCH_TARGET_PX);
}
