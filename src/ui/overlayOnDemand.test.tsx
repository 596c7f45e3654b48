// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type OnDemand = typeof import('./overlayOnDemand').overlayOnDemand;
let overlayOnDemand: OnDemand;
beforeEach(async () => {
  // The first interaction is the page's: each test starts on a page nobody has touched.
  vi.resetModules();
  ({ overlayOnDemand } = await import('./overlayOnDemand'));
});

function Trigger({ name }: { name: string }) {
  return <button type="button">{name}</button>;
}

/** The whole control: its trigger, and what a press on it did. */
function control(pressed: string[]) {
  return function Control({ name }: { name: string }) {
    return (
      <button type="button" data-control onClick={() => pressed.push(name)}>
        {name}
      </button>
    );
  };
}

/** A control's chunk whose arrival the test decides. */
function chunk(Control: ComponentType<{ name: string }>) {
  const attempts: { resolve: () => void; reject: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<ComponentType<{ name: string }>>((resolve, reject) =>
        attempts.push({ resolve: () => resolve(Control), reject: () => reject(new Error('chunk failed')) }),
      ),
  );
  return { load, attempts };
}

const isControl = (name: string) => screen.getByRole('button', { name }).hasAttribute('data-control');

describe('overlayOnDemand', () => {
  it('draws the trigger alone and loads nothing until the first interaction, then the control once for all', async () => {
    const { load, attempts } = chunk(control([]));
    const Menu = overlayOnDemand(load, Trigger);
    render(
      <>
        <Menu name="Language" />
        <Menu name="Account" />
      </>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(isControl('Language')).toBe(false);

    fireEvent.pointerMove(window);
    fireEvent.keyDown(window, { key: 'Shift' });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => attempts[0].resolve());
    expect(isControl('Language')).toBe(true);
    expect(isControl('Account')).toBe(true);
  });

  it('passes a press that came before the control on to its trigger, and keeps the focus there', async () => {
    const pressed: string[] = [];
    const { load, attempts } = chunk(control(pressed));
    const Menu = overlayOnDemand(load, Trigger);
    render(<Menu name="Language" />);
    const trigger = screen.getByRole('button', { name: 'Language' });
    trigger.focus();
    fireEvent.click(trigger);
    expect(load).toHaveBeenCalledTimes(1);
    expect(pressed).toEqual([]);

    await act(async () => attempts[0].resolve());
    const drawn = screen.getByRole('button', { name: 'Language' });
    expect(drawn.hasAttribute('data-control')).toBe(true);
    expect(pressed).toEqual(['Language']);
    expect(document.activeElement).toBe(drawn);
  });

  it('passes on a press whose pointer went down on the trigger and comes up on the control that arrived meanwhile', async () => {
    const pressed: string[] = [];
    const { load, attempts } = chunk(control(pressed));
    const Menu = overlayOnDemand(load, Trigger);
    render(<Menu name="Language" />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Language' }));
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => attempts[0].resolve());
    fireEvent.pointerUp(screen.getByRole('button', { name: 'Language' }));
    expect(pressed).toEqual(['Language']);
  });

  it('loads at once for a control drawn after the page was first touched', async () => {
    const { load: loadFirst, attempts: first } = chunk(control([]));
    const First = overlayOnDemand(loadFirst, Trigger);
    render(<First name="Language" />);
    fireEvent.pointerDown(window);
    await act(async () => first[0].resolve());

    const { load, attempts } = chunk(control([]));
    const Later = overlayOnDemand(load, Trigger);
    render(<Later name="Rate limit" />);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => attempts[0].resolve());
    expect(isControl('Rate limit')).toBe(true);
  });

  it('keeps the trigger when the chunk fails, and asks again at the next interaction', async () => {
    const { load, attempts } = chunk(control([]));
    const Menu = overlayOnDemand(load, Trigger);
    render(<Menu name="Language" />);
    fireEvent.pointerMove(window);
    await act(async () => attempts[0].reject());
    expect(isControl('Language')).toBe(false);

    fireEvent.pointerMove(window);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => attempts[1].resolve());
    expect(isControl('Language')).toBe(true);
  });
});
