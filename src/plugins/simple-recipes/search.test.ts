import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simpleSearchSearch } from './search';

describe('the simple search’s address', () => {
  it('reads a category link’s tags, given as text or as the list the router writes back', () => {
    expect(simpleSearchSearch.parse({ tags: 'one-pot,budget', title: 'One pot', hideSearch: true })).toEqual({
      tags: ['one-pot', 'budget'],
      title: 'One pot',
      hideSearch: true,
    });
    expect(simpleSearchSearch.parse({ tags: ['one-pot'] }).tags).toEqual(['one-pot']);
  });

  it('drops what is not a tag and never refuses the address', () => {
    expect(simpleSearchSearch.parse({ tags: 'one-pot,<script>,' }).tags).toEqual(['one-pot']);
    expect(simpleSearchSearch.parse({ tags: 42, title: '', favourites: 'yes' })).toEqual({});
  });

  it('keeps the same tags after the router writes them back and reads them again', () => {
    const tag = fc.stringMatching(/^[a-z0-9-]{1,20}$/);
    fc.assert(
      fc.property(fc.array(tag, { minLength: 1, maxLength: 5 }), (tags) => {
        const once = simpleSearchSearch.parse({ tags: tags.join(',') });
        const twice = simpleSearchSearch.parse(JSON.parse(JSON.stringify(once)));
        expect(twice.tags).toEqual(tags);
      }),
    );
  });
});
