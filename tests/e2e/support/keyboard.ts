import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

declare global {
  /** Defined on the page by installSettledStyles. */
  function settledStyles(): Promise<void>;
}

/**
 * Gives the page settledStyles(): resolves once the style transitions running now have ended, so
 * a control is measured as it looks, not on its way there (Mantine fades a field's border in).
 */
export async function installSettledStyles(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    Object.assign(window, {
      settledStyles: () =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
            .map((animation) => animation.finished.catch(() => undefined)),
        ).then(() => undefined),
    });
  });
}

/** What a Tab press can land on; `tabindex="-1"` (a roving tab set, a focus target for scripts) is left out below. */
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"], [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="switch"], [role="radio"], [role="combobox"]';

/**
 * Numbers the visible controls a keyboard user must reach with Tab, in document order, and notes
 * how each (with its neighbour and parent, which some controls draw their focus on) looks unfocused.
 * Returns each one's description, by number.
 */
async function markTabStops(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await settledStyles();
  });
  return page.evaluate((selector) => {
    const describeControl = (element: HTMLElement) => {
      const name = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
      return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name.trim().slice(0, 60)}"`;
    };
    const radioGroups = new Set<string>();
    const stops = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      if (element.matches(':disabled, [type="hidden"], [tabindex="-1"]') || element.closest('[inert]')) return false;
      if (!element.checkVisibility({ visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      // A visually hidden input (a switch, a file picker) draws its control elsewhere but still takes the focus.
      if (box.width === 0 && box.height === 0 && element.tagName !== 'INPUT') return false;
      if (element instanceof HTMLInputElement && element.type === 'radio') {
        // One stop per radio group: the checked one, or the first.
        const group = element.name;
        const checked = document.querySelector(`input[type="radio"][name="${CSS.escape(group)}"]:checked`);
        if (radioGroups.has(group) || (checked && checked !== element)) return false;
        radioGroups.add(group);
      }
      return true;
    });
    const ringOf = (element: Element | null) => {
      if (!element) return '';
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 ? `${style.outlineStyle} ${style.outlineColor}` : '';
      return `${outline}|${style.boxShadow}|${style.borderColor}`;
    };
    const resting = new Map<string, string[]>();
    for (const element of document.querySelectorAll('[data-tab-stop]')) element.removeAttribute('data-tab-stop');
    const descriptions = stops.map((element, index) => {
      element.dataset.tabStop = String(index);
      resting.set(String(index), [element, element.nextElementSibling, element.parentElement].map(ringOf));
      return describeControl(element);
    });
    Object.assign(window, { e2eRestingRings: resting, e2eRingOf: ringOf });
    return descriptions;
  }, FOCUSABLE);
}

/** Where the focus is, and whether it is drawn: an outline, or a ring (box shadow) or border colour the control or a neighbour has only with the focus. */
async function focusNow(page: Page): Promise<{ stop: string | null; description: string; indicated: boolean } | null> {
  return page.evaluate(async () => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    await settledStyles();
    const { e2eRestingRings: resting, e2eRingOf: ringOf } = window as unknown as {
      e2eRestingRings: Map<string, string[]>;
      e2eRingOf: (element: Element | null) => string;
    };
    const stop = focused.dataset.tabStop ?? null;
    const rings = [focused, focused.nextElementSibling, focused.parentElement].map(ringOf);
    const indicated = rings[0]!.split('|')[0] !== '' || (stop !== null && rings.some((ring, index) => ring !== resting.get(stop)![index]));
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 60);
    const description = `${focused.tagName.toLowerCase()} "${name}"${focused.getAttribute('href') ? ` → ${focused.getAttribute('href')}` : ''}`;
    return { stop, description, indicated };
  });
}

/**
 * Presses Tab from the top of the page until the focus comes round again, and checks that every
 * visible control was reached once, in document order, each with a visible focus indicator.
 */
export async function expectTabOrder(page: Page, name: string) {
  // Lazily loaded parts (a chart and its attribution link) are in place first.
  await page.waitForLoadState('networkidle');
  const stops = await markTabStops(page);
  const reached: number[] = [];
  const unmarked: string[] = [];
  const hidden: string[] = [];
  const seen = new Set<string>();
  let previous: string | null = null;
  // A date field takes a Tab per part (day, month, year): allow some presses beyond one per control.
  for (let press = 0; press < stops.length * 2 + 10; press += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusNow(page);
    if (!focus) continue;
    if (focus.stop === null) {
      unmarked.push(focus.description);
      continue;
    }
    if (focus.stop === previous) continue;
    if (seen.has(focus.stop)) break;
    previous = focus.stop;
    seen.add(focus.stop);
    reached.push(Number(focus.stop));
    if (!focus.indicated) hidden.push(focus.description);
  }
  // The walk began wherever the page had left the focus: read it as a cycle from the first control.
  const first = reached.indexOf(Math.min(...reached));
  const inOrder = [...reached.slice(first), ...reached.slice(0, first)].map((stop) => stops[stop]!);
  expect({ reached: inOrder, unmarked, withoutFocusIndicator: hidden }, name).toEqual({ reached: stops, unmarked: [], withoutFocusIndicator: [] });
}

/** Presses Tab until the target has the focus, as a keyboard user would; fails if it is never reached. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not reachable by keyboard within ${maxPresses} presses of Tab: ${target}`);
}

/** Tab and Shift+Tab, many times over, never take the focus out of the container. */
async function expectFocusTrapped(page: Page, container: Locator, presses = 12) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      expect(await container.evaluate((element) => element.contains(document.activeElement)), `${key} ×${press + 1} stays inside`).toBe(true);
    }
  }
}

/**
 * Opens a menu or dialog from its trigger with a key, checks that the focus moved into it and
 * stays there, then closes it with Escape and checks that it closed (hidden, unless told how to
 * tell) and that the focus went back to the trigger.
 */
export async function expectKeyboardPopup(
  page: Page,
  trigger: Locator,
  key: 'Enter' | ' ',
  popup: Locator,
  expectClosed: () => Promise<void> = () => expect(popup).toBeHidden(),
) {
  await tabTo(page, trigger);
  await page.keyboard.press(key);
  await expect(popup).toBeInViewport();
  await expect.poll(() => popup.evaluate((element) => element.contains(document.activeElement)), { message: 'the focus moves into it' }).toBe(true);
  await expectFocusTrapped(page, popup);
  await page.keyboard.press('Escape');
  await expectClosed();
  await expect(trigger).toBeFocused();
}
