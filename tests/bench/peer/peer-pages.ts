/**
 * The pages the peer serves, in its own schema (the one Mesh derives from the OpenAPI
 * description): same variables, same records as the product's answer, other shapes. `ids`
 * lists the records of an answer, the product's or the peer's, in order.
 */
import type { BenchPage } from '../pages';

export interface PeerPage {
  query: string;
  ids(answer: unknown, from: 'product' | 'peer'): string[];
}

interface Named {
  id: string;
}
type Answer<Data> = { data: Data };

const seasonList: PeerPage = {
  query: `query SeasonListPage($sport: String!, $search: String) {
  currentSeasons(sport: $sport, search: $search) {
    id
    name { slug localizations }
    startTime
    endTime
    status
    splits { id }
  }
}`,
  ids(answer, from) {
    const data = (answer as Answer<{ seasons?: Named[]; currentSeasons?: Named[] }>).data;
    return (from === 'product' ? data.seasons : data.currentSeasons)!.map((season) => season.id);
  },
};

type PlayerWithTeam = Named & { homeTeam: Named | null };
const playerAndTeam = (player: PlayerWithTeam) => `${player.id}:${player.homeTeam?.id ?? '–'}`;

const playerList: PeerPage = {
  // Mesh names the enum after the operation and parameter; `minimum: 1` makes pageSize a PositiveInt.
  query: `query PlayerListBenchPage($sport: queryInput_listPlayers_sport!, $first: PositiveInt!) {
  listPlayers(sport: $sport, pageSize: $first) {
    players { id handle firstName lastName homeTeam { id name tricode } }
    nextPaginationToken
  }
}`,
  ids(answer, from) {
    if (from === 'peer') {
      const data = (answer as Answer<{ listPlayers: { players: PlayerWithTeam[] } }>).data;
      return data.listPlayers.players.map(playerAndTeam);
    }
    type Edges = { players: { edges: { node: PlayerWithTeam }[] } };
    return (answer as Answer<Edges>).data.players.edges.map(({ node }) => playerAndTeam(node));
  },
};

const PEER_PAGES: Readonly<Record<string, PeerPage>> = {
  SeasonListPage: seasonList,
  PlayerListBenchPage: playerList,
};

export const peerPage = (page: BenchPage): PeerPage | undefined => PEER_PAGES[page.operationName];

export function peerRequestBody(
  page: BenchPage,
  peer: PeerPage,
  variables: Record<string, unknown>,
): string {
  return JSON.stringify({ operationName: page.operationName, query: peer.query, variables });
}
