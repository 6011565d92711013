//! A build session: the same stages as one build, run again and again on the same site (what
//! `ampere serve --watch` does on every save), keeping between runs what makes the next one fast:
//! warm render workers, the bodies of pages that did not change, the search indexes of locales
//! whose pages did not change, and the manifest of the output so that only changed files are
//! written. The first build of a session is a full, staged build; the next ones change the live
//! output file by file ([`IncrementalOutput`]) and produce the same files a full build would.

use std::path::Path;

use ampere_site::config::OnBrokenLinks;

use crate::incremental_output::{manifest_of_folder, IncrementalOutput, Manifest, Recording};
use crate::output::{OutputFiles, StagedOutput};
use crate::pages::MarkdownCache;
use crate::ssr::Renderer;
use crate::theme_files::{read_theme, ThemeFiles};

use super::errors::{write_error, BrokenLinks, BuildError};
use super::locale_files::{write_locale_data, write_search_indexes, SearchCache};
use super::page_outputs::{Outcome, PageOutputs};
use super::prepare::{prepare_with, Prepared};
use super::server_render::{render_chunk, RenderCache};
use super::stages::Stages;
use super::write::{write_site, PageProduction, SiteFiles};
use super::{BuildOptions, BuildReport};
use crate::page_data::PageData;

/// What a session keeps between builds.
pub struct BuildSession {
    options: BuildOptions,
    workers: Option<WarmWorkers>,
    rendered: RenderCache,
    /// The output keys of the pages of the last complete commit.
    outputs: PageOutputs,
    search: SearchCache,
    markdown: MarkdownCache,
    manifest: Option<Manifest>,
    /// The locales whose search indexes (and pointers) the output holds, in build order.
    search_locales: Option<Vec<String>>,
}

/// How much of the site a session build makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Everything a full build makes.
    Everything,
    /// Everything but the search indexes, which stay as the last build made them (their URLs
    /// too): the pages an edit changed are written in a fraction of the time, and a following
    /// `Everything` build brings the search up to date. Falls back to `Everything` when the
    /// session has no previous build or the locales changed.
    PagesFirst,
}

/// Render workers for one version of the theme, with the head HTML it renders.
struct WarmWorkers {
    theme_version: u64,
    renderer: Renderer,
    head_html: String,
}

impl BuildSession {
    /// A session that keeps what makes its next builds fast (`ampere serve --watch`).
    pub fn new(options: BuildOptions) -> Self {
        BuildSession {
            options,
            workers: None,
            rendered: RenderCache::default(),
            outputs: PageOutputs::default(),
            search: SearchCache::default(),
            markdown: MarkdownCache::default(),
            manifest: None,
            search_locales: None,
        }
    }

    /// A session for one build (`ampere build`): it keeps no renderings, bodies or indexes,
    /// so a build's memory is only what the build needs.
    pub fn once(options: BuildOptions) -> Self {
        let mut session = BuildSession::new(options);
        session.rendered.disabled = true;
        session.search.disabled = true;
        session.markdown = MarkdownCache::disabled();
        session
    }

    /// Takes the output folder as it is as the last build's (when it holds a build): the next
    /// build then writes only the files that differ from it. Returns whether there was one.
    pub fn adopt_output(&mut self) -> bool {
        if !self.options.out.join("index.html").is_file() {
            return false;
        }
        match manifest_of_folder(&self.options.out) {
            Ok(manifest) => {
                self.manifest = Some(manifest);
                true
            }
            Err(_) => false,
        }
    }

    /// Builds the site: in full the first time (and after a failed write), then only what changed.
    pub fn build(&mut self) -> Result<BuildReport, BuildError> {
        self.build_scope(Scope::Everything, &|| false)
    }

    /// Builds `scope` of the site (see [`Scope`]); returns what it built. A rebuild's writing
    /// ends early when `stop` turns true (a newer save is waiting): see
    /// [`IncrementalOutput::commit_unless`]; the report's `changes` then say it is not complete.
    pub fn build_scope(
        &mut self,
        scope: Scope,
        stop: &(dyn Fn() -> bool + Sync),
    ) -> Result<BuildReport, BuildError> {
        let mut stages = Stages::default();
        let options = &self.options;
        let theme = stages.time("theme", || read_theme(&options.theme))?;
        let prepared = prepare_with(
            &options.site,
            &options.locales,
            &theme.strings,
            &self.markdown,
            &mut stages,
        )?;
        if prepared.site.config.on_broken_links == OnBrokenLinks::Throw
            && !prepared.broken_links.is_empty()
        {
            return Err(BuildError::BrokenLinks(BrokenLinks(prepared.broken_links)));
        }
        let changes = match self.manifest.take() {
            Some(previous) => {
                let pages_only = scope == Scope::PagesFirst && self.holds_search_of(&prepared);
                let output = IncrementalOutput::new(&self.options.out, previous);
                if pages_only {
                    output.keep_previous(|path| {
                        let path = path.to_string_lossy();
                        path.starts_with("assets/search-")
                            || path.starts_with(crate::search_files::POINTER_FOLDER)
                    });
                }
                let produced = if pages_only {
                    self.produce_pages(&output, &theme, &prepared, &mut stages)
                } else {
                    self.produce(&output, &theme, &prepared, &mut stages)
                };
                if let Err(error) = produced {
                    self.outputs.finish(Outcome::NotWritten);
                    self.manifest = Some(output.into_previous());
                    return Err(error);
                }
                let committed = stages.time("commit", || {
                    output
                        .commit_unless(stop)
                        .map_err(write_error(&self.options.out))
                });
                let (manifest, changes) = match committed {
                    Ok(committed) => committed,
                    Err(error) => {
                        self.outputs.finish(Outcome::Partial);
                        return Err(error);
                    }
                };
                self.outputs.finish(if changes.complete {
                    Outcome::Complete
                } else {
                    Outcome::Partial
                });
                self.manifest = Some(manifest);
                // Once the new indexes are all written (a commit stopped only among the pages),
                // the output holds the search of these locales.
                if changes.assets_complete {
                    self.search_locales = Some(locale_codes(&prepared));
                }
                Some(changes)
            }
            None => {
                StagedOutput::remove_abandoned(&self.options.out);
                let staged =
                    StagedOutput::new(&self.options.out).map_err(write_error(&self.options.out))?;
                let recording = Recording::new(&staged);
                let produced = self.produce(&recording, &theme, &prepared, &mut stages);
                let manifest = recording.into_manifest();
                let committed = produced.and_then(|()| {
                    stages.time("commit", || {
                        staged.commit().map_err(write_error(&self.options.out))
                    })
                });
                self.outputs.finish(if committed.is_ok() {
                    Outcome::Complete
                } else {
                    Outcome::Partial
                });
                committed?;
                self.manifest = Some(manifest);
                self.search_locales = Some(locale_codes(&prepared));
                None
            }
        };
        Ok(BuildReport {
            pages: prepared.page_count(),
            locales: prepared.locales.len(),
            stages: stages.finish(),
            broken_links: prepared.broken_links,
            warnings: prepared.warnings,
            changes,
        })
    }

    /// Whether the output holds the search indexes of exactly `prepared`'s locales.
    fn holds_search_of(&self, prepared: &Prepared) -> bool {
        self.search_locales.as_ref() == Some(&locale_codes(prepared))
    }

    /// The stages that produce files, into `output`.
    fn produce(
        &mut self,
        output: &impl OutputFiles,
        theme: &ThemeFiles,
        prepared: &Prepared,
        stages: &mut Stages,
    ) -> Result<(), BuildError> {
        let search = &mut self.search;
        stages.time("search index", || {
            write_search_indexes(output, prepared, search)
        })?;
        self.produce_pages(output, theme, prepared, stages)
    }

    /// The stages after the search index: locale data, render and write. Pages name each
    /// locale's search pointer, whatever its index holds.
    fn produce_pages(
        &mut self,
        output: &impl OutputFiles,
        theme: &ThemeFiles,
        prepared: &Prepared,
        stages: &mut Stages,
    ) -> Result<(), BuildError> {
        let locale_datas = stages.time("locale data", || write_locale_data(output, prepared))?;
        let workers = stages.time("render workers", || {
            warm_workers(&mut self.workers, &self.options.theme, &locale_datas)
        })?;
        let rendered = &mut self.rendered;
        let outputs = &mut self.outputs;
        rendered.begin();
        stages.time("render and write", || {
            let files = SiteFiles {
                theme,
                locale_datas: &locale_datas,
                head_html: &workers.head_html,
            };
            let mut render = |pages: &[&PageData]| render_chunk(&workers.renderer, pages, rendered);
            let production = PageProduction {
                render: &mut render,
                outputs,
            };
            write_site(output, prepared, &files, production)
        })?;
        rendered.finish();
        Ok(())
    }
}

/// The codes of `prepared`'s locales, in build order.
fn locale_codes(prepared: &Prepared) -> Vec<String> {
    prepared
        .locales
        .iter()
        .map(|locale| locale.code.clone())
        .collect()
}

/// The session's workers for the current theme, started (or restarted after the theme was
/// rebuilt) when needed, and told the current locale data.
fn warm_workers<'a>(
    workers: &'a mut Option<WarmWorkers>,
    theme: &Path,
    locale_datas: &[crate::page_data::LocaleData],
) -> Result<&'a WarmWorkers, BuildError> {
    let theme_version = theme_version(theme);
    if workers
        .as_ref()
        .is_none_or(|warm| warm.theme_version != theme_version)
    {
        let renderer = Renderer::new(theme, locale_datas)?;
        let head_html = renderer.head_html()?;
        *workers = Some(WarmWorkers {
            theme_version,
            renderer,
            head_html,
        });
    }
    let warm = workers.as_mut().ok_or_else(|| {
        BuildError::Render(crate::ssr::RenderError::Protocol("no workers".into()))
    })?;
    warm.renderer.set_locales(locale_datas);
    Ok(warm)
}

/// A fingerprint of the theme's server side (the render bundle and the worker scripts): when a
/// theme build changes it, the workers are restarted.
fn theme_version(theme: &Path) -> u64 {
    let files = [
        "dist/server/entry-server.js",
        "server/worker.mjs",
        "server/protocol.mjs",
    ];
    let stamps: Vec<String> = files
        .iter()
        .map(|file| {
            let metadata = std::fs::metadata(theme.join(file)).ok();
            let modified = metadata
                .as_ref()
                .and_then(|metadata| metadata.modified().ok())
                .and_then(|time| time.duration_since(std::time::UNIX_EPOCH).ok())
                .map_or(0, |since| since.as_nanos());
            format!(
                "{file}:{}:{modified}",
                metadata.map_or(0, |metadata| metadata.len())
            )
        })
        .collect();
    xxhash_rust::xxh3::xxh3_64(stamps.join("\n").as_bytes())
}
