import { describe, expect, it } from 'vitest';
import { given } from '../../../src/core/testing/decider';
import { addItem, ItemAdded, removeItem } from './fixtures';

const commandId = '01936a4e-0000-7000-8000-00000000000a';

describe('given/when/then helper', () => {
  it('passes on the right events and fails on wrong ones', () => {
    given().when(addItem, { name: 'apples' }, { commandId }).then([ItemAdded.draft({ id: commandId, name: 'apples' })]);
    expect(() => given().when(addItem, { name: 'apples' }, { commandId }).then([ItemAdded.draft({ id: commandId, name: 'pears' })])).toThrow();
  });
  it('checks rejections by code', () => {
    given().when(removeItem, { id: 'nope' }).thenRejects('not_found');
    expect(() => given(ItemAdded.draft({ id: 'x', name: 'x' })).when(removeItem, { id: 'x' }).thenRejects('not_found')).toThrow();
  });
  it('checks schema failures by path', () => {
    given().when(addItem, { name: '' }).thenInvalid('name');
    expect(() => given().when(addItem, { name: 'fine' }).thenInvalid('name')).toThrow();
  });
  it('uses the given events as the state', () => {
    const full = ['a', 'b', 'c', 'd', 'e'].map((n) => ItemAdded.draft({ id: n, name: n }));
    given(...full).when(addItem, { name: 'f' }).thenRejects('list_full');
  });
});
