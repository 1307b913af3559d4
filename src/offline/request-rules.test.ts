import { describe, expect, it } from 'vitest';
import {
  apiLayout,
  apiNavigationDenylist,
  apiRoute,
  isCacheableApiRead,
  isMapTile,
  isOutboxWrite,
  requestPolicy,
} from './request-rules';

const origin = 'https://console.example';
const layout = apiLayout(origin);
const api = (path: string) => `${origin}/api/${path}`;

describe('which requests the outbox keeps: the route table decides', () => {
  it('keeps writes whose route may wait, on every service', () => {
    expect(isOutboxWrite('POST', api('organisation/Warehouse'), layout)).toBe(true);
    expect(isOutboxWrite('PUT', api('workorder/Workorder?workorderId=1'), layout)).toBe(true);
    expect(isOutboxWrite('DELETE', api('asset/Asset?id=1'), layout)).toBe(true);
    expect(isOutboxWrite('POST', api('workorder/Workorder/AssignMultipleWorkorders'), layout)).toBe(true);
    expect(isOutboxWrite('POST', api('account/Crew'), layout)).toBe(true);
  });

  it('never keeps auth calls or password changes', () => {
    for (const path of ['Auth/SignIn', 'Auth/RefreshToken', 'Auth/SignOut', 'User/ChangeUserPassword']) {
      expect(isOutboxWrite('POST', api(`account/${path}`), layout), path).toBe(false);
    }
    expect(isOutboxWrite('PUT', api('account/User/ChangePassword'), layout)).toBe(false);
  });

  it('never keeps reads that use POST for their filter body', () => {
    expect(isOutboxWrite('POST', api('organisation/Warehouse/GetAll'), layout)).toBe(false);
    expect(isOutboxWrite('POST', api('workorder/Workorder/GetSwimlaneViewData'), layout)).toBe(false);
    expect(isOutboxWrite('POST', api('asset/Asset/SearchAsset'), layout)).toBe(false);
    expect(requestPolicy('POST', api('workorder/Workorder/GetAll'), layout)).toBe('read');
  });

  it('never keeps uploads, imports, exports, file-service calls or report runs', () => {
    for (const path of [
      'account/Crew/Import',
      'organisation/Warehouse/Export',
      'workorder/Workorder/Export',
      'workorder/Report/DynamicWorkorderReport',
      'workorder/Report',
      'file/FileProcessQueue',
      'document/Image',
    ]) {
      expect(requestPolicy('POST', api(path), layout), path).toBe('online-only');
      expect(isOutboxWrite('POST', api(path), layout), path).toBe(false);
    }
  });

  it('treats a route the table does not name as online only, never queued', () => {
    expect(requestPolicy('POST', api('workorder/Workorder/SomethingNew'), layout)).toBe('online-only');
    expect(isOutboxWrite('POST', api('workorder/Workorder/SomethingNew'), layout)).toBe(false);
    expect(isOutboxWrite('PATCH', api('account/User?id=1'), layout)).toBe(false);
  });

  it('ignores reads and other origins', () => {
    expect(isOutboxWrite('GET', api('organisation/Country/GetAll'), layout)).toBe(false);
    expect(isOutboxWrite('POST', 'https://elsewhere.example/api/organisation/Warehouse', layout)).toBe(false);
    expect(isOutboxWrite('POST', `${origin}/assets/upload`, layout)).toBe(false);
    expect(requestPolicy('GET', `${origin}/api/health`, layout)).toBeNull();
  });

  it('reads a request as its service, path and query', () => {
    expect(apiRoute(api('workorder/Workorder/UpdateApprovalStatus?workorderId=7'), layout)).toEqual({
      service: 'workorder',
      path: 'Workorder/UpdateApprovalStatus',
      query: { workorderId: '7' },
    });
  });
});

describe('runtime caching rules', () => {
  it('caches API GETs only', () => {
    expect(isCacheableApiRead('GET', api('account/Auth/Session'), layout)).toBe(true);
    expect(isCacheableApiRead('POST', api('organisation/Warehouse/GetAll'), layout)).toBe(false);
    expect(isCacheableApiRead('GET', `${origin}/dashboard`, layout)).toBe(false);
  });

  it('never answers online-only reads from the cache: job status, files, report runs', () => {
    expect(isCacheableApiRead('GET', api('file/FileProcessQueue/GetById?id=1'), layout)).toBe(false);
    expect(isCacheableApiRead('GET', api('file/FileProcessQueue/Download?id=1'), layout)).toBe(false);
    expect(isCacheableApiRead('GET', api('file/SampleFile/Get?dataType=3'), layout)).toBe(false);
    expect(isCacheableApiRead('GET', api('workorder/Report/GetAll'), layout)).toBe(false);
    expect(isOutboxWrite('POST', api('file/FileProcessQueue/GetFileProcessQueueHistory'), layout)).toBe(
      false,
    );
  });

  it('caches reads with a path parameter by their pattern', () => {
    expect(
      isCacheableApiRead('GET', api('document/Image/5f0c6a54-59c8-4a4e-9df1-2a2e7a1e9b11'), layout),
    ).toBe(true);
    expect(isCacheableApiRead('GET', api('account/User/GetById/abc'), layout)).toBe(true);
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
