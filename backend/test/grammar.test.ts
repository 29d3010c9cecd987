import { describe, expect, it } from 'vitest';
import { filterSql, orderSql, selectListSql, type ColumnScope } from '../src/rest/buildClauses';
import { parseFilterParam, parseInList } from '../src/rest/parseFilters';
import { parseOrder } from '../src/rest/parseOrder';
import { parseSelect } from '../src/rest/parseSelect';
import { RestError } from '../src/rest/restError';
import { Params } from '../src/rest/sqlText';

const scope: ColumnScope = {
  label: 'products',
  alias: '_t',
  columns: new Map(
    [
      ['id', 'bigint'],
      ['name', 'text'],
      ['price', 'numeric(10,2)'],
      ['gallery_urls', 'jsonb'],
    ].map(([name, type]) => [name!, { name: name!, type: type! }]),
  ),
};

describe('PostgREST query grammar', () => {
  it('turns filters into SQL with every value a parameter', () => {
    const params = new Params();
    const sql = filterSql(
      scope,
      parseFilterParam('or', '(name.ilike.*mug*,and(price.gte.10,price.lt.20),id.in.(1,"2,3"))'),
      params,
    );
    expect(sql).toBe(
      '((_t."name" ilike $1) or ((_t."price" >= $2) and (_t."price" < $3)) or (_t."id" = any($4::bigint[])))',
    );
    expect(params.values).toEqual(['%mug%', '10', '20', '{"1","2,3"}']);
    const negated = new Params();
    expect(filterSql(scope, parseFilterParam('price', 'not.is.null'), negated)).toBe('not (_t."price" is null)');
    expect(negated.values).toEqual([]);
  });

  it('keeps quoted tree values whole and unquoted', () => {
    const params = new Params();
    filterSql(scope, parseFilterParam('or', '(name.eq."a,b (c)",name.eq.plain)'), params);
    expect(params.values).toEqual(['a,b (c)', 'plain']);
    expect(parseInList('(a,"b,c",d)')).toEqual(['a', 'b,c', 'd']);
  });

  it('parses select items with aliases, casts and JSON paths', () => {
    const params = new Params();
    const sql = selectListSql(scope, parseSelect('id,title:name,price::text,first:gallery_urls->0->>url'), params);
    expect(sql).toBe(
      '_t."id" as "id", _t."name" as "title", (_t."price")::text as "price", ((_t."gallery_urls" -> $1::integer) ->> $2::text) as "first"',
    );
    expect(params.values).toEqual(['0', 'url']);
  });

  it('orders by several columns with directions and nulls placement', () => {
    expect(orderSql(scope, parseOrder('price.desc.nullslast,id'), new Params())).toBe(
      ' order by _t."price" desc nulls last, _t."id"',
    );
  });

  it('rejects what is not grammar: unknown operators, columns, casts and stray SQL', () => {
    const bad = [
      () => parseFilterParam('id', 'evil.1'),
      () => parseFilterParam('id', 'eq'),
      () => filterSql(scope, parseFilterParam('nope', 'eq.1'), new Params()),
      () => parseSelect('id,name);drop table products;--'),
      () => parseSelect('price::regclass'),
      () => parseOrder('price.sideways'),
      () => parseOrder('name;delete'),
      () => filterSql(scope, parseFilterParam('price', 'is.maybe'), new Params()),
      () => parseFilterParam('or', '(id.eq.1'),
    ];
    for (const attempt of bad) expect(attempt).toThrow(RestError);
  });
});
