import { Component, type ErrorInfo, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { CenteredPanel } from './centered-panel';
import { WarningIcon } from './icons';
import { componentMessages } from './messages';

/** Last resort for a rendering error: an Arabic message and a reload instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <CenteredPanel icon={<WarningIcon size={40} />} title={componentMessages.unexpectedErrorTitle}>
        <p className="text-secondary text-center">{componentMessages.unexpectedErrorText}</p>
        <div className="d-grid">
          <Button variant="primary" onClick={() => window.location.reload()}>
            {componentMessages.reload}
          </Button>
        </div>
      </CenteredPanel>
    );
  }
}
