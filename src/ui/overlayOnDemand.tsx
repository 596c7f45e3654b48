import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';

/**
 * Menus, popovers and tooltips (Mantine's, with floating-ui beneath them: about 30 KB gzip) load at the person's
 * first interaction with the page, a pointer move, a touch or a key, rather than with the page: reading a page
 * needs none of them. Until their code is here, each such control draws its trigger alone, the same look without
 * the overlay; a press before the code has come opens the overlay on arrival, and the focus stays where it was.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
const INTERACTIONS = ['pointermove', 'pointerdown', 'keydown'] as const;

let interacted = false;
let listening = false;
const onInteraction = new Set<() => void>();

function interact() {
  if (interacted) return;
  interacted = true;
  listening = false;
  for (const event of INTERACTIONS) window.removeEventListener(event, interact, true);
  for (const listener of onInteraction) listener();
}

function watchForInteraction() {
  if (interacted || listening) return;
  listening = true;
  for (const event of INTERACTIONS) window.addEventListener(event, interact, { capture: true, passive: true });
}

const focusableParts = (root: HTMLElement | null): Element[] => [...(root?.querySelectorAll(FOCUSABLE) ?? [])];

/**
 * `Trigger` is drawn until the first interaction has brought `load`'s control, which is then drawn in its place
 * with the same props. Both should draw the same trigger (one component serves both). A press on the trigger
 * before then is passed on to the control's trigger once drawn, so that its overlay opens as if pressed itself
 * (and returns the focus to it when closed).
 */
export function overlayOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Trigger: ComponentType<P>,
): ComponentType<P> {
  let Control: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const arrivals = new Set<() => void>();
  const fetchControl = () => {
    loading ??= load().then(
      (loaded) => {
        Control = loaded;
        for (const arrive of arrivals) arrive();
      },
      () => {
        loading = undefined; // the next interaction asks again; meanwhile the trigger stays as it is
        interacted = false;
        watchForInteraction();
      },
    );
  };

  function OnDemand(props: P) {
    const root = useRef<HTMLSpanElement>(null);
    const [ready, setReady] = useState(Control !== undefined);
    // Which of the trigger's focusable parts had the focus when the control came, and which was pressed before.
    const focusAt = useRef(-1);
    const pressedAt = useRef(-1);

    useEffect(() => {
      if (ready) return;
      const arrive = () => {
        focusAt.current = document.activeElement ? focusableParts(root.current).indexOf(document.activeElement) : -1;
        setReady(true);
      };
      arrivals.add(arrive);
      const fetchOnInteraction = () => fetchControl();
      if (interacted) fetchControl();
      else {
        watchForInteraction();
        onInteraction.add(fetchOnInteraction);
      }
      return () => {
        arrivals.delete(arrive);
        onInteraction.delete(fetchOnInteraction);
      };
    }, [ready]);

    useLayoutEffect(() => {
      if (!ready) return;
      const parts = focusableParts(root.current);
      const [focused, pressed] = [parts[focusAt.current], parts[pressedAt.current]];
      if (focused instanceof HTMLElement) focused.focus();
      if (pressed instanceof HTMLElement) pressed.click();
      focusAt.current = pressedAt.current = -1;
    }, [ready]);

    // A press is remembered from the pointer's going down, not only from the click: when the control arrives
    // between down and up, the button goes down on the trigger and up on the control, and no click follows.
    const rememberPress = (event: { target: EventTarget | null }) => {
      const pressed = event.target instanceof Element ? event.target.closest(FOCUSABLE) : null;
      pressedAt.current = pressed ? focusableParts(root.current).indexOf(pressed) : -1;
      interact();
      fetchControl();
    };
    return (
      <span
        ref={root}
        style={{ display: 'contents' }}
        onPointerDownCapture={ready ? undefined : rememberPress}
        onClickCapture={ready ? undefined : rememberPress}
      >
        {ready && Control ? <Control {...props} /> : <Trigger {...props} />}
      </span>
    );
  }
  return OnDemand;
}
