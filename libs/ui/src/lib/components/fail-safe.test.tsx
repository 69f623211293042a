import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FailSafe } from './fail-safe';

function Broken(): never {
  throw new Error('no WebGL');
}

describe('FailSafe', () => {
  it('shows its children, and the fallback instead once they throw', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <FailSafe fallback={<p>Without the map</p>}>
        <p>The map</p>
      </FailSafe>,
    );
    expect(screen.getByText('The map')).toBeInTheDocument();
    rerender(
      <FailSafe fallback={<p>Without the map</p>}>
        <Broken />
      </FailSafe>,
    );
    expect(screen.getByText('Without the map')).toBeInTheDocument();
    expect(screen.queryByText('The map')).not.toBeInTheDocument();
  });
});
