import { Suspense } from 'react';
import type { RemoteName, RemoteWidgetsModule } from '@croupier/shared';
import { RemoteBoundary } from './RemoteBoundary';
import { SectionLoading } from './SectionLoading';
import { useAfterFirstPaint } from './useAfterFirstPaint';
import { useRemoteView } from './useRemoteModule';

function pickWidget(name: string) {
  return (module: RemoteWidgetsModule) => {
    const Widget = module.widgets[name];
    if (!Widget) throw new Error(`Widget "${name}" is not exposed`);
    return Widget;
  };
}

const widgetPickers = new Map<string, ReturnType<typeof pickWidget>>();
function pickerFor(name: string) {
  const picker = widgetPickers.get(name) ?? pickWidget(name);
  widgetPickers.set(name, picker);
  return picker;
}

/**
 * One home widget from a remote's `./widgets`, failing alone. Its remote loads once the page has
 * painted, so the page's own first view (header, banner) never waits for another origin's files.
 */
export function RemoteWidget({ remote, widget }: { remote: RemoteName; widget: string }) {
  const { View, attempt, retry } = useRemoteView(remote, 'widgets', pickerFor(widget));
  const painted = useAfterFirstPaint();
  return (
    <RemoteBoundary remote={remote} attempt={attempt} onRetry={retry} compact>
      <Suspense fallback={<SectionLoading />}>{painted ? <View /> : <SectionLoading />}</Suspense>
    </RemoteBoundary>
  );
}
