//! Timing of the build's named stages.

use std::time::{Duration, Instant};

/// The stages run so far with how long each took; `finish` adds the total.
pub struct Stages {
    started: Instant,
    timings: Vec<(&'static str, Duration)>,
}

impl Default for Stages {
    fn default() -> Self {
        Stages {
            started: Instant::now(),
            timings: Vec::new(),
        }
    }
}

impl Stages {
    /// Runs one stage and records its time under `name`.
    pub fn time<T>(&mut self, name: &'static str, stage: impl FnOnce() -> T) -> T {
        let started = Instant::now();
        let result = stage();
        self.timings.push((name, started.elapsed()));
        result
    }

    /// The timings so far, without the total.
    pub fn timings(&self) -> &[(&'static str, Duration)] {
        &self.timings
    }

    /// Every stage's time, then `total`.
    pub fn finish(mut self) -> Vec<(&'static str, Duration)> {
        self.timings.push(("total", self.started.elapsed()));
        self.timings
    }
}
