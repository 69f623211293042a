import { QueryClient, dehydrate, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { QueryProvider } from './query-provider';

function serverState() {
  const client = new QueryClient();
  client.setQueryData(['greeting', 'en'], 'Hello from the server');
  return dehydrate(client);
}

function Greeting({ queryFn }: { queryFn: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['greeting', 'en'], queryFn, enabled: false });
  return <p>{data ?? 'nothing cached'}</p>;
}

describe('QueryProvider state (ARCHITECTURE §4: data loaded on the server is handed to the client)', () => {
  it('puts the dehydrated queries into the cache before the children render, on the server and in the browser', () => {
    const queryFn = vi.fn(() => Promise.resolve('fetched'));
    const state = serverState();
    expect(
      renderToString(
        <QueryProvider state={state}>
          <Greeting queryFn={queryFn} />
        </QueryProvider>,
      ),
    ).toContain('Hello from the server');
    render(
      <QueryProvider state={state}>
        <Greeting queryFn={queryFn} />
      </QueryProvider>,
    );
    expect(screen.getByText('Hello from the server')).toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();
  });
});
