/**
 * The demo blog: 12 posts (6 per page → 2 pages), each written for en, de, fr and es.
 * One post per file; this module gathers them, newest last.
 */
import type { BlogPostInput } from '../authoring';
import { germinationPost } from './blog-posts-germination';
import { autoflowersPost } from './blog-posts-autoflowers';
import { indoorLightingPost } from './blog-posts-indoor-lighting';
import { outdoorCalendarPost } from './blog-posts-outdoor-calendar';
import { lowStressTrainingPost } from './blog-posts-low-stress-training';
import { nutrientsWateringPost } from './blog-posts-nutrients-watering';
import { terpenesPost } from './blog-posts-terpenes';
import { pestsPost } from './blog-posts-pests';
import { harvestCuringPost } from './blog-posts-harvest-curing';
import { cbdStrainsPost } from './blog-posts-cbd-strains';
import { euLawsPost } from './blog-posts-eu-laws';
import { seedBanksStoragePost } from './blog-posts-seed-banks-storage';

export const blogPosts: readonly BlogPostInput[] = [
  germinationPost,
  autoflowersPost,
  indoorLightingPost,
  outdoorCalendarPost,
  lowStressTrainingPost,
  nutrientsWateringPost,
  terpenesPost,
  pestsPost,
  harvestCuringPost,
  cbdStrainsPost,
  euLawsPost,
  seedBanksStoragePost,
];
