import { describe, expect, it } from 'vitest';
import { readVoteState } from './review-view';

describe('readVoteState', () => {
  it('reads the counts and the caller’s vote of a vote answer', () => {
    expect(readVoteState({ helpfulYes: 3, helpfulNo: 1, myVote: 'yes', id: 'r1' })).toEqual({
      helpfulYes: 3,
      helpfulNo: 1,
      myVote: 'yes',
    });
    expect(readVoteState({ helpfulYes: 0, helpfulNo: 0, myVote: null })).toEqual({
      helpfulYes: 0,
      helpfulNo: 0,
      myVote: null,
    });
  });

  it('refuses anything else', () => {
    for (const answer of [
      null,
      'yes',
      { helpfulYes: 1, helpfulNo: 0 },
      { helpfulYes: -1, helpfulNo: 0, myVote: null },
      { helpfulYes: 1.5, helpfulNo: 0, myVote: null },
      { helpfulYes: '1', helpfulNo: 0, myVote: null },
      { helpfulYes: 1, helpfulNo: 0, myVote: 'maybe' },
    ]) {
      expect(readVoteState(answer)).toBeNull();
    }
  });
});
