//! `ampere serve [--watch]`.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

use ampere_render::incremental_output::Changes;
use ampere_render::{BuildOptions, BuildSession, Scope};
use ampere_server::{serve, LiveReload, ServeOptions};
use anyhow::Context as _;
use notify::event::ModifyKind;
use notify::{EventKind, RecursiveMode, Watcher};

use crate::cli::SiteArguments;
use crate::commands::build::{build_once, print_report};

/// How long the watcher waits for a burst of changes (an editor saving several files, a theme
/// build writing its bundle) to end before it rebuilds once. Short, because it is part of the time
/// from a save to the changed page; saves that come during a rebuild make one rebuild after it.
const SETTLE_TIME: Duration = Duration::from_millis(30);

/// How long after the pages of a save the watcher waits for another save before it brings the
/// search indexes up to date (a writer saving often gets page rebuilds only).
const SEARCH_DELAY: Duration = Duration::from_millis(300);

/// The folders of the theme that a site build reads: the built bundles (a theme build rewrites
/// them), the SSR worker and the string catalogue.
const THEME_FOLDERS: [&str; 3] = ["dist", "server", "strings"];

/// How `ampere serve` serves (its command-line options beside the site and output folders).
pub struct Serving {
    pub host: String,
    pub port: u16,
    pub watch: bool,
    pub feedback: PathBuf,
    pub ask_only: bool,
}

pub fn run(site: &SiteArguments, out: &Path, serving: Serving) -> anyhow::Result<ExitCode> {
    let Serving {
        host,
        port,
        watch,
        feedback,
        ask_only,
    } = serving;
    let address: SocketAddr = format!("{host}:{port}")
        .parse()
        .with_context(|| format!("`{host}:{port}` is not an address to listen on"))?;
    if !out.join("index.html").exists() {
        let report = build_once(site, out, &[])?;
        print_report(&report, out);
    }
    let live_reload = (watch && !ask_only).then(LiveReload::new);
    if let Some(live_reload) = live_reload.clone() {
        let site = site.clone();
        let out = out.to_path_buf();
        std::thread::spawn(move || watch_and_rebuild(&site, &out, &live_reload));
    }
    let mut options = ServeOptions::new(out.to_path_buf(), address);
    options.live_reload = live_reload;
    options.site_files = !ask_only;
    let ask_ai = read_ask_ai(&site.site);
    let endpoint = ask_ai.as_ref().map(|ask_ai| ask_ai.endpoint.clone());
    options.connect_origins = endpoint
        .as_deref()
        .and_then(origin_of)
        .into_iter()
        .collect();
    options.routes = ask_ai
        .filter(|ask_ai| ask_ai.endpoint.starts_with('/'))
        .map(|ask_ai| {
            let answers = match &ask_ai.chat {
                Some(chat) => format!("written by {} at {}", chat.model, chat.url),
                None => "quoted from the site's own documentation".to_string(),
            };
            eprintln!("Ask AI answers on {}, {answers}", ask_ai.endpoint);
            ampere_ask::ask_router(&ampere_ask::AskOptions {
                root: out.to_path_buf(),
                path: ask_ai.endpoint,
                feedback_folder: feedback.clone(),
                chat: ask_ai.chat,
                languages: ask_ai.languages,
            })
        });
    if ask_only && options.routes.is_none() {
        anyhow::bail!(
            "--ask-only: the site has no Ask-AI path to answer; add [askAi] to ampere.toml \
             (its endpoint is a path on the site by default)"
        );
    }
    let runtime = tokio::runtime::Runtime::new().context("cannot start the async runtime")?;
    runtime.block_on(serve(options))?;
    Ok(ExitCode::SUCCESS)
}

/// What the server needs of the site's `[askAi]`.
struct AskAiSettings {
    /// A path on the site, which this server answers, or an absolute URL whose origin the
    /// Content-Security-Policy must allow.
    endpoint: String,
    chat: Option<ampere_ask::ChatOptions>,
    /// Each locale's language as the model is told it, e.g. "Deutsch (de)".
    languages: HashMap<String, String>,
}

/// The site's Ask-AI settings; `None` without `[askAi]` (or when `ampere.toml` cannot be read:
/// the build reports that).
fn read_ask_ai(site_folder: &Path) -> Option<AskAiSettings> {
    let path = site_folder.join("ampere.toml");
    let text = std::fs::read_to_string(&path).ok()?;
    let config = ampere_site::config::parse_config(&path, &text).ok()?;
    let languages = config
        .i18n
        .locales
        .iter()
        .map(|(code, locale)| {
            (
                code.clone(),
                format!("{} ({})", locale.label, locale.html_lang),
            )
        })
        .collect();
    let ask_ai = config.ask_ai?;
    Some(AskAiSettings {
        endpoint: ask_ai.endpoint.as_str().to_string(),
        chat: ask_ai.chat.map(chat_options),
        languages,
    })
}

fn chat_options(chat: ampere_site::config::ChatBackend) -> ampere_ask::ChatOptions {
    let api_key = chat.api_key_env.as_deref().and_then(|name| {
        let key = std::env::var(name).ok().filter(|key| !key.is_empty());
        if key.is_none() {
            eprintln!(
                "warning: askAi.chat.apiKeyEnv names {name}, which is not set; \
                 questions go to the model without a key"
            );
        }
        key
    });
    ampere_ask::ChatOptions {
        url: chat.url,
        model: chat.model,
        api_key,
        timeout: Duration::from_secs(chat.timeout_seconds.max(1)),
    }
}

/// `scheme://host[:port]` of an absolute URL.
fn origin_of(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    let host = rest.split(['/', '?', '#']).next()?;
    (!host.is_empty()).then(|| format!("{scheme}://{host}"))
}

/// Rebuilds after each burst of real changes under the site folder or the built theme; a failed
/// rebuild keeps the last good output.
fn watch_and_rebuild(site: &SiteArguments, out: &Path, live_reload: &LiveReload) {
    let filter = ChangeFilter::new(out);
    let (sender, receiver) = mpsc::channel();
    // Set by every save, cleared when a rebuild starts: a search-index rebuild stops writing
    // when it turns true, so that the newer save is shown first.
    let saved = Arc::new(AtomicBool::new(false));
    let saved_by_watcher = saved.clone();
    let watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
        if event.is_ok_and(|event| filter.triggers_rebuild(&event)) {
            saved_by_watcher.store(true, Ordering::SeqCst);
            let _ = sender.send(());
        }
    });
    let mut watcher = match watcher {
        Ok(watcher) => watcher,
        Err(error) => {
            eprintln!("warning: cannot watch for changes: {error}; serving without rebuilds");
            return;
        }
    };
    let theme_folders = THEME_FOLDERS.map(|folder| site.theme.join(folder));
    let mut watched = Vec::new();
    for folder in std::iter::once(&site.site).chain(&theme_folders) {
        // Watched by their full path, so that events name full paths the filter can compare.
        let folder = folder.canonicalize().unwrap_or_else(|_| folder.clone());
        match watcher.watch(&folder, RecursiveMode::Recursive) {
            Ok(()) => watched.push(folder.display().to_string()),
            Err(error) => eprintln!(
                "warning: cannot watch {}: {error}; changes there do not rebuild the site",
                folder.display()
            ),
        }
    }
    if watched.is_empty() {
        eprintln!("warning: nothing to watch; serving without rebuilds");
        return;
    }
    eprintln!("Watching {} for changes", watched.join(", "));
    let mut session = BuildSession::new(BuildOptions {
        site: site.site.clone(),
        out: out.to_path_buf(),
        theme: site.theme.clone(),
        locales: Vec::new(),
    });
    // A first build warms the session (render workers, caches, the output's manifest), so that
    // the first save is as quick as the next ones. It adopts the output being served and writes
    // only what differs from it (nothing, when the output is current).
    let started = Instant::now();
    session.adopt_output();
    match session.build() {
        Ok(_) => eprintln!(
            "Ready for edits (first build of the watch session: {} ms)",
            started.elapsed().as_millis()
        ),
        Err(error) => eprintln!("{error:#}\nThe last good build is still being served."),
    }
    // After a save, the pages are rebuilt first (the search indexes stay as they were) and the
    // open pages reload; once no save has come for SEARCH_DELAY, the rest is rebuilt (search
    // indexes, and the pages that name them), so the output is again what a full build makes.
    let mut search_behind = false;
    loop {
        let got_save = if search_behind {
            match receiver.recv_timeout(SEARCH_DELAY) {
                Ok(()) => true,
                Err(mpsc::RecvTimeoutError::Timeout) => false,
                Err(mpsc::RecvTimeoutError::Disconnected) => return,
            }
        } else if receiver.recv().is_ok() {
            true
        } else {
            return;
        };
        if got_save {
            // Let a burst of saves settle into one rebuild.
            while receiver.recv_timeout(SETTLE_TIME).is_ok() {}
            saved.store(false, Ordering::SeqCst);
            search_behind = rebuild(&mut session, Scope::PagesFirst, out, live_reload).is_some();
        } else {
            let newer_save = || saved.load(Ordering::SeqCst);
            let changes = rebuild_unless(
                &mut session,
                Scope::Everything,
                &newer_save,
                out,
                live_reload,
            );
            search_behind = changes.is_some_and(|changes| !changes.complete);
        }
    }
}

/// One rebuild of the session to the end.
fn rebuild(
    session: &mut BuildSession,
    scope: Scope,
    out: &Path,
    live_reload: &LiveReload,
) -> Option<Changes> {
    rebuild_unless(session, scope, &|| false, out, live_reload)
}

/// One rebuild of the session, whose writing stops early when `stop` turns true: the open pages
/// reload when it changed the output, and show the error when it failed (the output stays as it
/// was). Returns what it changed, `None` when it failed.
fn rebuild_unless(
    session: &mut BuildSession,
    scope: Scope,
    stop: &(dyn Fn() -> bool + Sync),
    out: &Path,
    live_reload: &LiveReload,
) -> Option<Changes> {
    let started = Instant::now();
    let report = match session.build_scope(scope, stop) {
        Ok(report) => report,
        Err(error) => {
            let message = format!("{error:#}");
            eprintln!("{message}\nThe last good build is still being served.");
            live_reload.notify_error(&message);
            return None;
        }
    };
    let Some(changes) = report.changes else {
        print_report(&report, out);
        live_reload.notify();
        return Some(Changes {
            complete: true,
            ..Changes::default()
        });
    };
    if scope == Scope::PagesFirst {
        for warning in ampere_site::diagnostic::grouped_warnings(&report.warnings) {
            eprintln!("{warning}\n");
        }
    }
    if changes.complete && changes.written + changes.removed > 0 {
        live_reload.notify();
    }
    let what = match (scope, changes.complete) {
        (Scope::PagesFirst, _) => "Pages rebuilt",
        (Scope::Everything, true) => "Search indexes rebuilt",
        (Scope::Everything, false) => "Search index rebuild paused for a newer save",
    };
    let stages: Vec<String> = report
        .stages
        .iter()
        .map(|(stage, duration)| format!("{stage} {}", duration.as_millis()))
        .collect();
    eprintln!(
        "{what} in {} ms: {} files written, {} removed ({})",
        started.elapsed().as_millis(),
        changes.written,
        changes.removed,
        stages.join(", ")
    );
    Some(changes)
}

/// Which file system events are edits worth a rebuild: content written, files created,
/// removed or renamed, anywhere but in what the build itself writes (the output folder and,
/// beside it, its `.<out>.staging-*` and `.<out>.old-*` folders). Reads (access events, which
/// every build causes) and metadata changes (access times, permissions) never are.
#[derive(Debug, Clone)]
struct ChangeFilter {
    output: PathBuf,
    output_parent: PathBuf,
    build_folder_prefixes: [String; 2],
}

impl ChangeFilter {
    fn new(out: &Path) -> Self {
        let name = out
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default();
        let parent = match out.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent,
            _ => Path::new("."),
        };
        let output_parent = parent
            .canonicalize()
            .unwrap_or_else(|_| parent.to_path_buf());
        Self {
            output: output_parent.join(&name),
            output_parent,
            build_folder_prefixes: [format!(".{name}.staging-"), format!(".{name}.old-")],
        }
    }

    fn triggers_rebuild(&self, event: &notify::Event) -> bool {
        is_edit(&event.kind)
            && event
                .paths
                .iter()
                .any(|path| !self.is_written_by_build(path))
    }

    fn is_written_by_build(&self, path: &Path) -> bool {
        if path.starts_with(&self.output) {
            return true;
        }
        let Ok(inside_parent) = path.strip_prefix(&self.output_parent) else {
            return false;
        };
        let first = inside_parent
            .components()
            .next()
            .map(|component| component.as_os_str().to_string_lossy())
            .unwrap_or_default();
        self.build_folder_prefixes
            .iter()
            .any(|prefix| first.starts_with(prefix.as_str()))
    }
}

fn is_edit(kind: &EventKind) -> bool {
    match kind {
        EventKind::Create(_) | EventKind::Remove(_) => true,
        // `Modify(Any)`: backends that do not say what changed (Windows, polling) report
        // every write so.
        EventKind::Modify(ModifyKind::Data(_) | ModifyKind::Name(_) | ModifyKind::Any) => true,
        EventKind::Modify(ModifyKind::Metadata(_) | ModifyKind::Other)
        | EventKind::Access(_)
        | EventKind::Any
        | EventKind::Other => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use notify::event::{
        AccessKind, AccessMode, CreateKind, DataChange, MetadataKind, RemoveKind, RenameMode,
    };
    use notify::Event;

    fn filter() -> ChangeFilter {
        ChangeFilter::new(Path::new("/work/project/build"))
    }

    fn event(kind: EventKind, paths: &[&str]) -> Event {
        paths
            .iter()
            .fold(Event::new(kind), |event, path| event.add_path(path.into()))
    }

    const WRITE: EventKind = EventKind::Modify(ModifyKind::Data(DataChange::Content));

    #[test]
    fn edits_under_the_site_and_the_theme_rebuild() {
        let filter = filter();
        for kind in [
            WRITE,
            EventKind::Modify(ModifyKind::Any),
            EventKind::Create(CreateKind::File),
            EventKind::Remove(RemoveKind::Folder),
            EventKind::Modify(ModifyKind::Name(RenameMode::Both)),
        ] {
            let edit = event(kind, &["/work/project/site/docs/a.md"]);
            assert!(filter.triggers_rebuild(&edit), "{kind:?}");
        }
        let theme = event(WRITE, &["/work/project/theme/dist/client/entry.js"]);
        assert!(filter.triggers_rebuild(&theme));
    }

    #[test]
    fn reads_and_metadata_changes_never_rebuild() {
        let filter = filter();
        for kind in [
            EventKind::Access(AccessKind::Open(AccessMode::Any)),
            EventKind::Access(AccessKind::Close(AccessMode::Read)),
            EventKind::Access(AccessKind::Close(AccessMode::Write)),
            EventKind::Modify(ModifyKind::Metadata(MetadataKind::AccessTime)),
            EventKind::Modify(ModifyKind::Metadata(MetadataKind::Permissions)),
            EventKind::Any,
            EventKind::Other,
        ] {
            let read = event(kind, &["/work/project/site/docs/a.md"]);
            assert!(!filter.triggers_rebuild(&read), "{kind:?}");
        }
    }

    #[test]
    fn what_the_build_writes_never_rebuilds() {
        let filter = filter();
        for path in [
            "/work/project/build",
            "/work/project/build/index.html",
            "/work/project/.build.staging-4242/hi/index.html",
            "/work/project/.build.old-4242-17/assets/a.js",
        ] {
            assert!(!filter.triggers_rebuild(&event(WRITE, &[path])), "{path}");
        }
        for path in [
            "/work/project/buildings/a.md",
            "/work/project/.build.notes",
            "/work/project/site/build/a.md",
        ] {
            assert!(filter.triggers_rebuild(&event(WRITE, &[path])), "{path}");
        }
    }

    #[test]
    fn a_rename_out_of_the_output_counts_when_one_side_is_outside_it() {
        let filter = filter();
        let rename = EventKind::Modify(ModifyKind::Name(RenameMode::Both));
        let both_inside = event(
            rename,
            &["/work/project/.build.staging-1", "/work/project/build"],
        );
        assert!(!filter.triggers_rebuild(&both_inside));
        let into_site = event(
            rename,
            &["/work/project/build/a.md", "/work/project/site/docs/a.md"],
        );
        assert!(filter.triggers_rebuild(&into_site));
    }

    #[test]
    fn an_output_folder_named_relatively_is_compared_by_its_full_path() {
        let filter = ChangeFilter::new(Path::new("build"));
        let current = std::env::current_dir()
            .unwrap_or_default()
            .canonicalize()
            .unwrap_or_default();
        let inside = current.join("build/index.html");
        assert!(!filter.triggers_rebuild(&Event::new(WRITE).add_path(inside)));
        let staging = current.join(".build.staging-7/index.html");
        assert!(!filter.triggers_rebuild(&Event::new(WRITE).add_path(staging)));
    }

    #[test]
    fn only_absolute_ask_ai_endpoints_need_their_origin_allowed() {
        assert_eq!(
            origin_of("https://ai.example.com/v1/ask"),
            Some("https://ai.example.com".to_owned())
        );
        assert_eq!(
            origin_of("http://127.0.0.1:4000"),
            Some("http://127.0.0.1:4000".to_owned())
        );
        assert_eq!(origin_of("/api/ask"), None);
    }
}
