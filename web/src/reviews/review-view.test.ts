import { describe, expect, it } from 'vitest';
import { readVoteState } from './review-view';

describe('readVoteState', () => {
  it('reads the counts and the caller’s vote of a vote answer', () => {
    expect(readVoteState({ helpful_yes: 3, helpful_no: 1, my_vote: 'yes', id: 'r1' })).toEqual({
      helpfulYes: 3,
      helpfulNo: 1,
      myVote: 'yes',
    });
    expect(readVoteState({ helpful_yes: 0, helpful_no: 0, my_vote: null })).toEqual({
      helpfulYes: 0,
      helpfulNo: 0,
      myVote: null,
    });
  });

  it('refuses anything else', () => {
    for (const answer of [
      null,
      'yes',
      { helpful_yes: 1, helpful_no: 0 },
      { helpful_yes: -1, helpful_no: 0, my_vote: null },
      { helpful_yes: 1.5, helpful_no: 0, my_vote: null },
      { helpful_yes: '1', helpful_no: 0, my_vote: null },
      { helpful_yes: 1, helpful_no: 0, my_vote: 'maybe' },
    ]) {
      expect(readVoteState(answer)).toBeNull();
    }
  });
});
