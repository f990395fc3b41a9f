import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCommand } from '../../../src/core/commands';
import { accept } from '../../../src/core/errors';
import { given } from '../../../src/core/testing/decider';
import { addItem, ItemAdded, ItemRemoved, listProjection, removeItem } from './fixtures';

const commandId = '01936a4e-0000-7000-8000-00000000000a';

describe('given/when/then helper', () => {
  it('passes on the right events and fails on wrong ones', () => {
    given()
      .when(addItem, { name: 'apples' }, { commandId })
      .then([ItemAdded.draft({ id: commandId, name: 'apples' })]);
    expect(() =>
      given()
        .when(addItem, { name: 'apples' }, { commandId })
        .then([ItemAdded.draft({ id: commandId, name: 'pears' })]),
    ).toThrow();
    expect(() => given().when(addItem, { name: 'apples' }, { commandId }).then([])).toThrow();
  });

  it('decides on the state folded from the given events', () => {
    given(ItemAdded.draft({ id: 'x', name: 'x' }))
      .when(removeItem, { id: 'x' })
      .then([ItemRemoved.draft({ id: 'x' })]);
    const full = ['a', 'b', 'c', 'd', 'e'].map((n) => ItemAdded.draft({ id: n, name: n }));
    given(...full)
      .when(addItem, { name: 'f' })
      .thenRejects('list_full');
  });

  it('checks rejections by code, and fails when the command is accepted or rejected otherwise', () => {
    given().when(removeItem, { id: 'nope' }).thenRejects('not_found');
    expect(() =>
      given(ItemAdded.draft({ id: 'x', name: 'x' }))
        .when(removeItem, { id: 'x' })
        .thenRejects('not_found'),
    ).toThrow();
    expect(() => given().when(removeItem, { id: 'nope' }).thenRejects('list_full')).toThrow();
  });

  it('checks schema failures by path, and fails on a valid payload or another path', () => {
    given().when(addItem, { name: '' }).thenInvalid('name');
    expect(() => given().when(addItem, { name: 'fine' }).thenInvalid('name')).toThrow();
    expect(() => given().when(addItem, { name: '' }).thenInvalid('other')).toThrow();
  });

  it('refuses an invalid payload where events or a rejection were expected', () => {
    expect(() => given().when(addItem, { name: '' }).then([])).toThrow(/payload rejected by schema/);
    expect(() => given().when(addItem, { name: '' }).thenRejects('list_full')).toThrow(/payload rejected by schema/);
  });

  it('thenNothingHappens passes on a decider that makes no events, and fails when it makes some', () => {
    const noop = defineCommand({
      type: 'Noop',
      schema: () => z.object({}),
      projection: listProjection,
      decide: () => accept([]),
    });
    given().when(noop, {}).thenNothingHappens();
    expect(() => given().when(addItem, { name: 'apples' }).thenNothingHappens()).toThrow();
  });
});
