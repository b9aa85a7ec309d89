import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionUnavailable } from './SectionUnavailable';

interface Props {
  remote: string;
  onRetry: () => void;
  /** Changing it clears a caught error (a retry). */
  attempt: number;
  compact?: boolean;
  children: ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

/** Third layer of failure isolation: anything a remote throws while rendering stays in its section. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: this.props.attempt };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.attempt === state.attempt ? null : { error: null, attempt: props.attempt };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <SectionUnavailable
        remote={this.props.remote}
        onRetry={this.props.onRetry}
        compact={this.props.compact}
      />
    );
  }
}
