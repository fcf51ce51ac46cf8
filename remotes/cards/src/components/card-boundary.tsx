import { Component, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorState, SectionCard } from '@console/ui';

interface CardBoundaryProps {
  /** The card's name in the current language. */
  name: string;
  /** "… could not be shown." in the current language. */
  message: string;
  /** The start of the card's query keys: Retry drops its cached answers so the server is asked again. */
  queryKey: readonly unknown[];
  children: ReactNode;
}

interface BoundaryProps extends Omit<CardBoundaryProps, 'queryKey'> {
  onRetry(): Promise<void>;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`The card “${this.props.name}” failed and is shown as an error:`, error);
  }

  private retry = () => {
    // Drawing the same cached answer again would only break again: drop it first, then draw afresh.
    void this.props.onRetry().then(() => this.setState({ failed: false }));
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <SectionCard title={this.props.name} className="h-100 cards-card">
        <ErrorState message={this.props.message} onRetry={this.retry} />
      </SectionCard>
    );
  }
}

/** A card that throws while rendering shows its own error with Retry; the page and the other cards stay. */
export function CardBoundary({ queryKey, ...props }: CardBoundaryProps) {
  const queryClient = useQueryClient();
  return <Boundary {...props} onRetry={() => queryClient.resetQueries({ queryKey })} />;
}
