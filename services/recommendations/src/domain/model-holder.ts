import type { Product } from '@storefront/contracts';
import type { Logger } from 'pino';
import { type CatalogueItem, type Interaction, type Model, buildModel } from './model';

export interface ModelSources {
  /** The catalogue (from the catalog service). */
  catalogue(): Promise<Product[]>;
  interactions(): Promise<Interaction[]>;
  log?: Logger;
  /** How long a trained model is used before new signals are taken in. */
  maxAgeMs?: number;
}

const toItem = (p: Product): CatalogueItem => ({ id: p._id, name: p.name, description: p.description, category: p.category, tags: p.tags });

/** How long a trained model serves before new signals are taken in. */
export const DEFAULT_RETRAIN_MS = 30_000;

/** Keeps a trained model, retraining when new signals have come in and it is older than `maxAgeMs`,
 * and re-reading the catalogue when a product is added. Retraining takes milliseconds at this scale. */
export class ModelHolder {
  private model: Model | null = null;
  private builtAt = 0;
  private stale = true;
  private catalogueStale = true;
  private catalogue: CatalogueItem[] = [];
  private building: Promise<Model> | null = null;

  constructor(private readonly sources: ModelSources) {}

  /** New views or purchases came in. */
  signalsChanged(): void {
    this.stale = true;
  }

  /** A product was added to the catalogue. */
  catalogueChanged(): void {
    this.catalogueStale = true;
    this.stale = true;
  }

  async get(): Promise<Model> {
    const fresh = this.model && !this.stale && !this.catalogueStale;
    const youngEnough = this.model && Date.now() - this.builtAt < (this.sources.maxAgeMs ?? DEFAULT_RETRAIN_MS);
    if (fresh || (youngEnough && !this.catalogueStale)) return this.model!;
    this.building ??= this.build().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  private async build(): Promise<Model> {
    if (this.catalogueStale || this.catalogue.length === 0) {
      try {
        this.catalogue = (await this.sources.catalogue()).map(toItem);
        this.catalogueStale = false;
      } catch (err) {
        // Without the catalogue the model still ranks what it has seen; it tries again next time.
        this.sources.log?.warn({ err: (err as Error).message }, 'catalogue unavailable for the recommendation model');
      }
    }
    this.stale = false;
    const interactions = await this.sources.interactions();
    this.model = buildModel(this.catalogue, interactions);
    this.builtAt = Date.now();
    this.sources.log?.debug({ products: this.catalogue.length, interactions: interactions.length }, 'recommendation model trained');
    return this.model;
  }
}
