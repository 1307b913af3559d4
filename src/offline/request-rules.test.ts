import { describe, expect, it } from 'vitest';
import {
  apiLayout,
  apiNavigationDenylist,
  isCacheableApiRead,
  isMapTile,
  isOnlineOnly,
  isOutboxWrite,
  isReadLikePost,
} from './request-rules';

const origin = 'https://console.example';
const layout = apiLayout(origin);
const api = (path: string) => `${origin}/api/${path}`;

describe('which requests the outbox keeps', () => {
  it('keeps writes to every service', () => {
    expect(isOutboxWrite('POST', api('organisation/Warehouse'), layout)).toBe(true);
    expect(isOutboxWrite('PUT', api('workorder/Workorder?id=1'), layout)).toBe(true);
    expect(isOutboxWrite('DELETE', api('asset/Asset?Id=1'), layout)).toBe(true);
    expect(isOutboxWrite('PATCH', api('account/User?id=1'), layout)).toBe(true);
  });

  it('never keeps auth calls', () => {
    expect(isOutboxWrite('POST', api('account/Auth/SignIn'), layout)).toBe(false);
    expect(isOutboxWrite('POST', api('account/Auth/RefreshToken'), layout)).toBe(false);
    expect(isOutboxWrite('POST', api('account/Auth/SignOut'), layout)).toBe(false);
  });

  it('never keeps reads that use POST for their filter body', () => {
    expect(isOutboxWrite('POST', api('organisation/Warehouse/GetAll'), layout)).toBe(false);
    expect(isOutboxWrite('POST', api('workorder/Workorder/GetSwimlaneViewData'), layout)).toBe(false);
    expect(isOutboxWrite('POST', api('asset/Asset/SearchAsset'), layout)).toBe(false);
    expect(isOutboxWrite('POST', api('workflow/Report/DynamicWorkorderReport'), layout)).toBe(false);
    expect(isReadLikePost(api('workorder/Workorder/AssignMultipleWorkorders'))).toBe(false);
  });

  it('never keeps bulk imports, exports or file-service calls: they need the server there', () => {
    for (const path of [
      'account/Crew/Import',
      'account/Workforce/Import',
      'organisation/Organisation/Import',
      'organisation/Warehouse/Export',
      'workorder/WorkLocation/Import',
      'workorder/WorkLocationGroup/Export',
      'workorder/Workorder/Import',
      'workorder/Workorder/Export',
      'file/FileProcessQueue',
    ]) {
      expect(isOnlineOnly(api(path)), path).toBe(true);
      expect(isOutboxWrite('POST', api(path), layout), path).toBe(false);
    }
  });

  it('keeps ordinary writes whose names only contain Import or Export', () => {
    expect(isOnlineOnly(api('workorder/Project'))).toBe(false);
    expect(isOnlineOnly(api('workorder/ImportantNotes'))).toBe(false);
    expect(isOnlineOnly(api('organisation/Warehouse?id=Export'))).toBe(false);
    expect(isOutboxWrite('POST', api('account/Crew'), layout)).toBe(true);
  });

  it('ignores reads and other origins', () => {
    expect(isOutboxWrite('GET', api('organisation/Country/GetAll'), layout)).toBe(false);
    expect(isOutboxWrite('POST', 'https://elsewhere.example/api/organisation/Warehouse', layout)).toBe(false);
    expect(isOutboxWrite('POST', `${origin}/assets/upload`, layout)).toBe(false);
  });
});

describe('runtime caching rules', () => {
  it('caches API GETs only', () => {
    expect(isCacheableApiRead('GET', api('account/Auth/Session'), layout)).toBe(true);
    expect(isCacheableApiRead('POST', api('organisation/Warehouse/GetAll'), layout)).toBe(false);
    expect(isCacheableApiRead('GET', `${origin}/dashboard`, layout)).toBe(false);
  });

  it('never answers file-service reads from the cache: job status and files are fetched fresh', () => {
    expect(isCacheableApiRead('GET', api('file/FileProcessQueue/GetById?id=1'), layout)).toBe(false);
    expect(isCacheableApiRead('GET', api('file/FileProcessQueue/Download?id=1'), layout)).toBe(false);
    expect(isCacheableApiRead('GET', api('file/SampleFile/Get?dataType=3'), layout)).toBe(false);
    expect(isOutboxWrite('POST', api('file/FileProcessQueue/GetFileProcessQueueHistory'), layout)).toBe(
      false,
    );
  });

  it('recognises map tiles by their z/x/y path on any tile server', () => {
    expect(isMapTile('https://tile.openstreetmap.org/7/95/55.png')).toBe(true);
    expect(isMapTile('https://a.tiles.example/14/12000/7000@2x.webp')).toBe(true);
    expect(isMapTile(`${origin}/assets/logo.png`)).toBe(false);
    expect(isMapTile(api('file/Image/12/34/56'))).toBe(false);
  });

  it('keeps the SPA fallback away from API navigations', () => {
    const denylist = apiNavigationDenylist(layout);
    const denied = (path: string) => denylist.some((pattern) => pattern.test(path));
    expect(denied('/api/docs')).toBe(true);
    expect(denied('/api/account/Auth/Session')).toBe(true);
    expect(denied('/dashboard')).toBe(false);
    expect(denied('/apiary')).toBe(false);
  });
});
