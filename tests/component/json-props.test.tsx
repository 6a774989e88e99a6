// @vitest-environment happy-dom
/**
 * An island mounted with its props as one JSON text (`withJsonProps`), as Astro wakes it: the
 * server's markup, then the browser's hydration from the same text, which keeps every element
 * and renders what the props say, whatever characters they hold.
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandJson, withJsonProps } from '../../src/islands/mount/json-props';

interface CardProps {
  name: string;
  nights: number;
  tags: string[];
  note?: string | undefined;
  price: { amount: number; currency: string } | null;
}

function Card({ name, nights, tags, note, price }: CardProps) {
  return (
    <article>
      <h3>{name}</h3>
      <p data-nights={nights}>{tags.join(' · ')}</p>
      <p data-note>{note === undefined ? 'no note' : note}</p>
      <p data-price>{price ? `${price.amount} ${price.currency}` : 'sold out'}</p>
    </article>
  );
}
const MountedCard = withJsonProps(Card);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('island props as one JSON text', () => {
  it('wakes on the server markup without a mismatch, every element kept', () => {
    const props = islandJson({
      name: 'Hotel "Am Park" </script><b>&amp; Spa',
      nights: 3,
      tags: ['מלון ליד הים', 'فندق', 'wi‑fi'],
      note: undefined,
      price: { amount: 1234.5, currency: 'EUR' },
    });
    const host = document.createElement('div');
    host.innerHTML = renderToString(<MountedCard {...props} />);
    document.body.append(host);
    const heading = host.querySelector('h3');
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    act(() => {
      hydrateRoot(host, <MountedCard {...props} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(host.querySelector('h3')).toBe(heading);
    expect(heading?.textContent).toBe('Hotel "Am Park" </script><b>&amp; Spa');
    expect(host.querySelector('[data-nights="3"]')?.textContent).toBe(
      'מלון ליד הים · فندق · wi‑fi',
    );
    expect(host.querySelector('[data-note]')?.textContent).toBe('no note');
    expect(host.querySelector('[data-price]')?.textContent).toBe('1234.5 EUR');
  });

  it('writes the props as one JSON text that leaves undefined fields out', () => {
    const { json } = islandJson({ name: 'A', nights: 1, tags: [], note: undefined, price: null });
    expect(JSON.parse(json)).toEqual({ name: 'A', nights: 1, tags: [], price: null });
  });
});
