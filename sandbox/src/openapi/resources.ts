/**
 * The operations of a resource kept at `/{resources}` and `/{resources}/{id}` (leagues, streams …),
 * spelled from its DTO's name: 'StreamGroup' lists at '/streamGroups' as listStreamGroups, answers
 * 'A StreamGroupListDto' and takes a 'StreamGroupWriteDto'.
 */
import { del, get, post, put, type OperationResponse, type QueryParameter } from './document';
import { answers, created, jsonBody, NO_CONTENT } from './parameters';
import { ref } from './schema';

export interface ResourceNaming {
  /** Its DTO's name without 'Dto': 'StreamGroup'. */
  name: string;
  /** 'Matches' where adding an s does not do. */
  plural?: string;
  /**
   * Answers with the schemas of components/schemas named `name` and `{name}List`; without it an
   * answer is described in words by its DTO's name.
   */
  schemas?: boolean;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const capitalized = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
/** 'StreamGroup' → 'stream group'. */
const nounOf = (name: string) => name.replace(/(?<=[a-z])(?=[A-Z])/g, ' ').toLowerCase();

export function resource({ name, plural = `${name}s`, schemas = false }: ResourceNaming) {
  const path = `/${plural[0]!.toLowerCase()}${plural.slice(1)}`;
  const noun = nounOf(name);
  const aNoun = `${article(noun)} ${noun}`;
  const aDto = (dto: string) => `${capitalized(article(dto))} ${dto}`;
  const one: OperationResponse = schemas
    ? { description: `The ${noun}`, schema: ref(name) }
    : answers(aDto(`${name}Dto`));
  const saved: OperationResponse = schemas ? one : answers(`The ${name}Dto`);
  const body = jsonBody(`${name}WriteDto`);

  const list = (summary: string, query?: readonly QueryParameter[]) =>
    get(path, `list${plural}`, summary, {
      ...(query ? { query } : {}),
      response: schemas
        ? { description: `The ${nounOf(plural)}`, schema: ref(`${name}List`) }
        : answers(aDto(`${name}ListDto`)),
    });
  const read = get(`${path}/{id}`, `get${name}`, `One ${noun}`, { response: one });
  const create = post(path, `create${name}`, `Create ${aNoun}`, {
    body,
    response: schemas
      ? { status: 201, description: `The created ${noun}`, schema: ref(name) }
      : created(`The created ${name}Dto`),
  });
  const update = put(`${path}/{id}`, `update${name}`, `Update ${aNoun}`, {
    body,
    response: saved,
  });
  const remove = del(`${path}/{id}`, `delete${name}`, `Delete ${aNoun}`, { response: NO_CONTENT });

  return {
    path,
    list,
    read,
    create,
    update,
    remove,
    /** List, read, create and update, in that order. */
    editable: (summary: string, query?: readonly QueryParameter[]) => [
      list(summary, query),
      read,
      create,
      update,
    ],
  };
}
