import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyLoaded } from '../../../src/ui/lazyLoaded';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
const drawn = (component: ReturnType<typeof lazyLoaded<{ name: string }>>) =>
  renderToString(createElement(Suspense, { fallback: 'loading' }, createElement(component, { name: 'Sam' })));

describe('lazyLoaded', () => {
  it('draws at once, without a fallback, when its code is in already', () => {
    const component = lazyLoaded(
      () => Promise.resolve(Greeting),
      () => Greeting,
    );
    expect(drawn(component)).toMatch(/^(<!--\$-->)?<p>Hello Sam<\/p>(<!--\/\$-->)?$/);
  });

  it('shows the fallback while its code loads, and draws at once after its own preload', async () => {
    const component = lazyLoaded(() => Promise.resolve(Greeting));
    expect(drawn(component)).toContain('loading');
    await component.preload();
    expect(drawn(component)).toMatch(/^(<!--\$-->)?<p>Hello Sam<\/p>(<!--\/\$-->)?$/);
  });
});
