// One module per page so each lands in its own route chunk.
export { HomeLobbyPage } from '@lobby/games';
