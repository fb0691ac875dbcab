import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailablePanel } from './RemoteUnavailablePanel';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Contains a remote that failed to load or threw while rendering; the rest of the page keeps working. */
export class RemoteBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    if (this.state.error) return <RemoteUnavailablePanel remote={this.props.remote} onRetry={this.retry} />;
    return this.props.children;
  }
}
