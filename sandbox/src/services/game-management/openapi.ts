/** The game management service's OpenAPI description: every route of service.ts. */
import { del, get, post, type ServiceDescription } from '../../openapi/document';
import { answers, jsonBody, NO_CONTENT } from '../../openapi/parameters';

export const gameManagementOpenApi: ServiceDescription = {
  title: 'Game management service (gamemanagement v2)',
  description:
    'Platform games of a sport and their esports mappings (spec 3 §7). {sport} is a sport code.',
  operations: [
    get('/lol/champions', 'listChampions', 'The lol champions by id, with their en_US names', {
      response: answers('A ChampionListDto'),
    }),
    get('/{sport}/esportsGames', 'listEsportsGames', 'The esports games mapped in a sport', {
      response: answers('The esports game ids'),
    }),
    get('/{sport}/esportsGames/{gameId}', 'getEsportsGame', 'One esports game', {
      response: answers('An EsportsGameDto'),
    }),
    get(
      '/{sport}/esportsGames/{gameId}/propose/{platformGameId}',
      'proposeMapping',
      'A proposed mapping of a platform game to an esports game',
      { response: answers('The proposed mapping') },
    ),
    get('/{sport}/platformGames', 'listPlatformGames', 'Platform games by id', {
      response: answers('A PlatformGameListDto'),
    }),
    get('/{sport}/platformGames/{gameId}', 'getPlatformGame', 'One platform game ({} if unknown)', {
      response: answers('A PlatformGameDto'),
    }),
    post(
      '/{sport}/platformGameMetadata/{gameId}/mapping',
      'mapPlatformGame',
      'Map a platform game',
      {
        body: jsonBody('mapping'),
        response: answers('The PlatformGameDto'),
      },
    ),
    del('/{sport}/platformGameMetadata/{gameId}/mapping', 'unmapPlatformGame', 'Remove a mapping', {
      response: NO_CONTENT,
    }),
  ],
};
