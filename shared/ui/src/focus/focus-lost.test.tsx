import { render, screen } from '@testing-library/react';
import { focusLost } from './focus-lost';

describe('focusLost', () => {
  it('is true on the body, on a control since disabled, and inside a panel that has closed', () => {
    const { rerender } = render(
      <div className="offcanvas show">
        <button type="button">Save</button>
      </div>,
    );
    expect(focusLost()).toBe(true);
    screen.getByRole('button', { name: 'Save' }).focus();
    expect(focusLost()).toBe(false);
    // The panel slides out: react-bootstrap has not given the focus back yet.
    rerender(
      <div className="offcanvas">
        <button type="button">Save</button>
      </div>,
    );
    expect(focusLost()).toBe(true);
    rerender(
      <div>
        <button type="button" disabled>
          Save
        </button>
      </div>,
    );
    expect(focusLost()).toBe(true);
  });
});
