/**
 * Settings that outlive a visit: the playback speed, play mode's arrow-key setting, pace and
 * difficulty, the move notation. Restored once at start (before the first paint of any page),
 * then saved whenever they change. Language, theme and projector mode keep their own code (LanguageSwitch,
 * useAppearance). The tile overlay is restored here too, and a link may turn it on (not saved then).
 */
import { useEffect, useState } from 'react';
import { whenModeStoreLoaded } from '../store/modeStores';
import type { PlayStoreApi } from '../store/playStore';
import { useRunStore } from '../store/runStore';
import { useUiStore } from '../store/uiStore';
import { loadPreferences, savePreference } from './preferences';

let restored = false;

/** Once per page load, during App's first render, so no page paints the defaults first. */
function restoreOnce() {
  if (restored || typeof window === 'undefined') return;
  restored = true;
  const saved = loadPreferences();
  if (saved.speedStep !== undefined) useRunStore.getState().setSpeedStep(saved.speedStep);
  if (saved.moveNotation) useUiStore.getState().setMoveNotation(saved.moveNotation);
  if (saved.overlay) useUiStore.getState().setTileOverlay(true);
  // Play's store is not in the first download: restored the moment it loads, before its page
  // renders, and saved from then on.
  whenModeStoreLoaded('play', (store) => {
    const play = store.getState();
    if (saved.arrowMode) play.setArrowMode(saved.arrowMode);
    if (saved.paceMs !== undefined) play.setPace(saved.paceMs);
    if (saved.difficulty) play.setDifficulty(saved.difficulty);
    savePlaySettings(store);
  });
}

function savePlaySettings(store: PlayStoreApi) {
  store.subscribe((s, prev) => {
    if (s.arrowMode !== prev.arrowMode) savePreference('arrowMode', s.arrowMode);
    if (s.paceMs !== prev.paceMs) savePreference('paceMs', s.paceMs);
    if (s.difficulty !== prev.difficulty) savePreference('difficulty', s.difficulty);
  });
}

/** Mounted once, in App. */
export function usePreferenceSync() {
  useState(restoreOnce);
  useEffect(() => {
    const offRun = useRunStore.subscribe((s, prev) => {
      if (s.speedStep !== prev.speedStep) savePreference('speedStep', s.speedStep);
    });
    const offUi = useUiStore.subscribe((s, prev) => {
      if (s.moveNotation !== prev.moveNotation) savePreference('moveNotation', s.moveNotation);
    });
    return () => {
      offRun();
      offUi();
    };
  }, []);
}
