import { type JSHandle, type Locator, type Page } from '@playwright/test';
import { contrastOf } from './contrast';

/**
 * What one focus stop looked like: where it was, whether a person could see it, and the colours
 * of its ring and of what the ring is drawn on, for their contrast.
 */
type Stop = { description: string; problems: string[]; ring?: [string, string] };

/**
 * The focused element as a person sees it. The indicator is the element's own outline, or that of
 * the nearest element that draws it instead (a visually hidden radio's label). Its contrast is
 * read against what the outline is drawn on (WCAG 2.4.7 and 1.4.11: 3:1), and the element must
 * be on screen and not under anything fixed (a header over the row it scrolled to).
 */
async function inspectFocus(): Promise<Stop> {
  const element = document.activeElement as HTMLElement | null;
  // Past the page's last control focus goes to the browser's own controls, as it should.
  if (!element || element === document.body) return { description: 'the browser', problems: [] };
  const name = (element.getAttribute('aria-label') || (element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || '').trim().slice(0, 60);
  const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
  const description = `${element.tagName.toLowerCase()}${type}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} “${name}”`;
  // Focus colours ease in (transition-colors): they are read once the element's own have arrived.
  const nearby = [element, element.parentElement, ...((element as HTMLInputElement).labels ?? [])].filter(Boolean) as Element[];
  const settling = nearby.flatMap((node) => node.getAnimations()).filter((animation) => animation instanceof CSSTransition);
  await Promise.race([Promise.all(settling.map((animation) => animation.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, 1000))]);
  if (document.activeElement !== element) return { description, problems: ['focus moved on by itself'] };
  const problems: string[] = [];

  // A visually hidden control (a radio inside its label) has an outline nobody sees.
  const hasOutline = (node: Element) => {
    const style = getComputedStyle(node);
    const { width, height } = node.getBoundingClientRect();
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && width > 2 && height > 2;
  };
  const candidates: Element[] = [element, ...((element as HTMLInputElement).labels ?? [])];
  for (let parent = element.parentElement, depth = 0; parent && depth < 3; parent = parent.parentElement, depth += 1) candidates.push(parent);
  const indicator = candidates.find(hasOutline);
  if (!indicator) {
    const style = getComputedStyle(element);
    problems.push(`no visible focus indicator (outline ${style.outlineStyle} ${style.outlineWidth}, :focus-visible ${element.matches(':focus-visible')})`);
  }
  // The outline lies outside the element (its offset), on the first painted background behind it.
  let behind = 'rgb(255, 255, 255)';
  for (let node = indicator?.parentElement; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (!/(,|\/)\s*0\)$/.test(colour)) {
      behind = colour;
      break;
    }
  }

  const box = element.getBoundingClientRect();
  const shown = indicator ? indicator.getBoundingClientRect() : box;
  if (shown.bottom <= 0 || shown.top >= innerHeight || shown.right <= 0 || shown.left >= innerWidth) {
    problems.push(`off screen (at ${Math.round(shown.left)},${Math.round(shown.top)} in ${innerWidth}×${innerHeight}, scrolled to ${Math.round(scrollY)})`);
  } else {
    const x = Math.min(Math.max(shown.left + shown.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(shown.top + shown.height / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    if (top && !indicator?.contains(top) && !top.contains(indicator ?? element) && !element.contains(top)) {
      problems.push(`covered by ${top.tagName.toLowerCase()}${top.id ? `#${top.id}` : ''}`);
    }
  }
  return { description, problems, ...(indicator ? { ring: [getComputedStyle(indicator).outlineColor, behind] as [string, string] } : {}) };
}

/**
 * A person using only the keyboard. `tabTo` presses Tab (or Shift+Tab) until the target has focus,
 * and at every stop on the way checks what WCAG asks of focus: it can be seen (2.4.7), its indicator
 * has 3:1 against its background (1.4.11), it moves on each press (2.1.2: no trap) and it follows
 * the document's order (2.4.3). `problems` collects every finding, for one assertion at the end.
 */
export class KeyboardUser {
  readonly problems: string[] = [];
  readonly visited: string[] = [];

  constructor(private readonly page: Page) {}

  async tabTo(target: Locator, { backwards = false, maxStops = 60 } = {}): Promise<void> {
    await this.noPositiveTabIndex();
    if (await this.holdsFocus(target)) return;
    let previous: JSHandle | null = await this.page.evaluateHandle(() => document.activeElement);
    for (let stop = 0; stop < maxStops; stop += 1) {
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      const current = await this.page.evaluateHandle(() => document.activeElement);
      const { description, problems, ring } = await this.page.evaluate(inspectFocus);
      const [ratio] = ring ? await contrastOf(this.page, [ring]) : [];
      if (ratio !== undefined && ratio < 3) problems.push(`focus indicator at ${ratio.toFixed(2)}:1 against its background`);
      const before = this.visited.at(-1) ?? 'the start';
      this.visited.push(description);
      for (const problem of problems) this.problems.push(`${description}: ${problem}`);
      const [moved, inOrder] = await this.page.evaluate(
        ([before, after, back]) => {
          if (!before || before === document.body || !after || after === document.body) return [true, true];
          // A date field's month, day and year are stops of one element.
          if (before === after && after instanceof HTMLInputElement && ['date', 'time', 'datetime-local', 'month', 'week'].includes(after.type))
            return [true, true];
          const following = Boolean((before as Node).compareDocumentPosition(after as Node) & Node.DOCUMENT_POSITION_FOLLOWING);
          // A modal dialog keeps focus inside: from its last control Tab goes round to its first.
          const modal = (before as Element).closest('[aria-modal="true"]');
          const roundTheDialog = modal !== null && modal.contains(after as Node);
          return [before !== after, roundTheDialog || (back ? !following : following)];
        },
        [previous, current, backwards] as const,
      );
      if (!moved) this.problems.push(`${description}: Tab left focus where it was (a trap)`);
      if (!inOrder) this.problems.push(`${description}: reached out of the document's order from ${before}`);
      await previous?.dispose();
      previous = current;
      if (await this.holdsFocus(target)) {
        await previous.dispose();
        return;
      }
    }
    await previous?.dispose();
    throw new Error(`${maxStops} presses of Tab did not reach ${target}; visited: ${this.visited.slice(-maxStops).join(' → ')}`);
  }

  /** Types into the focused field, as a keyboard does. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  /** Tabs to `target` and presses Enter (a link or a button). */
  async activate(target: Locator, options?: { backwards?: boolean; maxStops?: number }): Promise<void> {
    await this.tabTo(target, options);
    await this.page.keyboard.press('Enter');
  }

  /** Tabs to the field and types `text` into it. */
  async fill(field: Locator, text: string, options?: { backwards?: boolean; maxStops?: number }): Promise<void> {
    await this.tabTo(field, options);
    await this.page.keyboard.type(text);
  }

  private holdsFocus(target: Locator): Promise<boolean> {
    return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement || element.contains(document.activeElement)));
  }

  private async noPositiveTabIndex(): Promise<void> {
    const positive = await this.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[tabindex]')].filter((element) => element.tabIndex > 0).map((element) => element.outerHTML.slice(0, 80)),
    );
    for (const element of positive) this.problems.push(`a positive tabindex changes the order: ${element}`);
  }
}
