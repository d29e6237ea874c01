/**
 * The demo videos, each in en, de, fr and es (YouTube and Vimeo ids; the poster is ours, nothing
 * loads from the provider before a click). content-core's blocks reference `germination-basics` and
 * `low-stress-training`.
 */
import type { VideoInput } from '../authoring';
import { growingVideos } from './videos-growing';
import { harvestVideos } from './videos-harvest';

export const videos: readonly VideoInput[] = [...growingVideos, ...harvestVideos];
