import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { allows } from '@console/auth';
import { loadRemoteTexts } from '@console/ui';
import { ensureRemote, isMounted } from './remote-registry';
import { useRegistryView, type RegistryView } from './use-registry-view';
import { whenIdle } from './when-idle';
import { whenPageSettled } from '../app/page-settled';

interface PlacedWidget {
  remoteId: string;
  name: string;
  order: number;
}

/** A widget that fails (its remote down, its code broken) leaves the navbar as it was. */
class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A navbar widget failed and is left out:', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

// One lazy component per widget for the page's life: React.lazy must keep its identity.
const components = new Map<string, ComponentType>();

function widgetComponent({ remoteId, name }: PlacedWidget): ComponentType {
  const key = `${remoteId}:${name}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(async () => {
      // Ahead of need: a widget that cannot load leaves the remote's menu entry as it was.
      const module = await ensureRemote(remoteId, { ahead: true });
      const load = module.widgets?.[name];
      if (!load) throw new Error(`Remote “${remoteId}” lists the widget “${name}” in its metadata but its module has none by that name.`);
      // The widget speaks its remote's texts: they arrive with it.
      const [widget] = await Promise.all([load(), loadRemoteTexts(module)]);
      return widget;
    });
    components.set(key, component);
  }
  return component;
}

/** The navbar widgets this user may see, from the mounted remotes' metadata, in order. */
function navbarWidgets({ remotes, ability }: RegistryView): PlacedWidget[] {
  return remotes
    .filter(isMounted)
    .flatMap((remote) =>
      (remote.meta.widgets ?? [])
        .filter((widget) => widget.slot === 'navbar' && allows(ability, widget.requires))
        .map((widget) => ({ remoteId: remote.id, name: widget.name, order: widget.order })),
    )
    .sort((a, b) => a.order - b.order);
}

/** Once the page shows its data, when idle: a widget's remote never delays the page's own. */
function useAfterPageSettled(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const cancelSettled = whenPageSettled(() => {
      cancelIdle = whenIdle(() => setReady(true), 2_000);
    });
    return () => {
      cancelSettled();
      cancelIdle?.();
    };
  }, []);
  return ready;
}

/** What remotes add to the navbar (the shop's cart…), each loaded with its remote when the browser is idle. */
export function NavbarWidgets() {
  const ready = useAfterPageSettled();
  // Read from the listing only then: nothing of it runs before the first paint.
  return ready ? <PlacedWidgets /> : null;
}

function PlacedWidgets() {
  const widgets = useRegistryView(navbarWidgets);
  return widgets.map((widget) => {
    const Widget = widgetComponent(widget);
    return (
      <WidgetBoundary key={`${widget.remoteId}:${widget.name}`}>
        <Suspense fallback={null}>
          <Widget />
        </Suspense>
      </WidgetBoundary>
    );
  });
}
