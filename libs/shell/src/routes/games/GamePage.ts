// One module per page so each lands in its own route chunk.
export { GamePage } from '@lobby/games';
