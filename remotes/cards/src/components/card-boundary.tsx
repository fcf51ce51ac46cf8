import { Component, type ReactNode } from 'react';
import { ErrorState, SectionCard } from '@console/ui';

interface CardBoundaryProps {
  /** The card's name in the current language. */
  name: string;
  /** "… could not be shown." in the current language. */
  message: string;
  children: ReactNode;
}

/** A card that throws while rendering shows its own error with Retry; the page and the other cards stay. */
export class CardBoundary extends Component<CardBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`The card “${this.props.name}” failed and is shown as an error:`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <SectionCard title={this.props.name} className="h-100 cards-card">
        <ErrorState message={this.props.message} onRetry={() => this.setState({ failed: false })} />
      </SectionCard>
    );
  }
}
