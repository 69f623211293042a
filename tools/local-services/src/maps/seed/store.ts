import type { DatabaseSync } from 'node:sqlite';
import { contactPoints } from './contact-points.ts';
import { PLACES } from './places.ts';

/** The maps stand-in's tables: the sales and service points (language-neutral JSON) and the geocoder's places. */
export const MAPS_SCHEMA = `
  CREATE TABLE map_points (position INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, json TEXT NOT NULL);
  CREATE TABLE map_places (name TEXT NOT NULL, folded TEXT NOT NULL, country TEXT NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL);
  CREATE INDEX map_places_by_name ON map_places (folded);
`;

export const MAPS_TABLES = ['map_points', 'map_places'];

/** Lower case without accents: 'Zürich' and 'zurich' find the same place. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function seedMaps(db: DatabaseSync): void {
  const insertPoint = db.prepare('INSERT INTO map_points (position, id, json) VALUES (?, ?, ?)');
  for (const [position, point] of contactPoints().entries()) insertPoint.run(position, point.id, JSON.stringify(point));
  const insertPlace = db.prepare('INSERT INTO map_places (name, folded, country, latitude, longitude) VALUES (?, ?, ?, ?, ?)');
  for (const place of PLACES) insertPlace.run(place.name, foldName(place.name), place.country, place.latitude, place.longitude);
}
