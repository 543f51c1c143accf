// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import proposalsFile from '../../../data/vote/proposals.json';
import { VOTE_BUDGET } from './ballot';
import { LazyVoteApp } from './LazyVoteApp';
import { BALLOT_KEY } from './useBallot';
import VoteApp from './VoteApp';

const [first, second] = proposalsFile.proposals;
if (!first || !second) throw new Error('data/vote/proposals.json needs at least two proposals');
const up = (title: string) => screen.getByRole('button', { name: `Vote up: ${title}` });
const down = (title: string) => screen.getByRole('button', { name: `Vote down: ${title}` });
const budget = () => screen.getByText(/votes left$/).textContent;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LazyVoteApp', () => {
  it('prerenders the loading state, hydrates it without a mismatch, then shows the app', async () => {
    const html = renderToString(<LazyVoteApp />);
    expect(html).toContain('role="status">Loading the voting app…</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, <LazyVoteApp />, { onRecoverableError: recoverable }));
    await waitFor(() => expect(container.querySelector('.vote-app')).not.toBeNull());
    act(() => root.unmount());
    container.remove();
    expect(recoverable).not.toHaveBeenCalled();
  });
});

describe('VoteApp', () => {
  it('spends the budget up and down, keeps the ballot and ranks the proposals', () => {
    const { container } = render(<VoteApp />);
    expect(budget()).toBe(`${VOTE_BUDGET} of ${VOTE_BUDGET} votes left`);
    fireEvent.click(up(second.title));
    fireEvent.click(down(first.title));
    expect(budget()).toBe(`${VOTE_BUDGET - 2} of ${VOTE_BUDGET} votes left`);
    expect(JSON.parse(localStorage.getItem(BALLOT_KEY) ?? '')).toEqual({ [first.id]: -1, [second.id]: 1 });
    const ranking = [...container.querySelectorAll('.vote-app__ranking li')].map((item) => item.firstChild?.textContent);
    expect(ranking[0]?.trim()).toBe(second.title);
    expect(ranking.at(-1)?.trim()).toBe(first.title);
  });

  it('marks new votes as unavailable once the budget is spent, and lets them be taken back', () => {
    localStorage.setItem(BALLOT_KEY, JSON.stringify({ [first.id]: VOTE_BUDGET }));
    render(<VoteApp />);
    expect(up(second.title).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(up(second.title));
    expect(budget()).toBe(`0 of ${VOTE_BUDGET} votes left`);
    expect(down(first.title).getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Reset votes' }));
    expect(budget()).toBe(`${VOTE_BUDGET} of ${VOTE_BUDGET} votes left`);
    expect(localStorage.getItem(BALLOT_KEY)).toBe('{}');
  });

  it('still works when local storage refuses to be used', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    render(<VoteApp />);
    fireEvent.click(up(first.title));
    expect(budget()).toBe(`${VOTE_BUDGET - 1} of ${VOTE_BUDGET} votes left`);
  });
});
