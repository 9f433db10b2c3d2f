; Inno Setup 6 script of the Reuse Desk installer for Windows.
;
; Built by `python packaging/build.py --installer`, which passes the version and
; the folders below as /D defines, taken from pyproject.toml and the PyInstaller
; one-folder build. By hand:
;   iscc /DAppVersion=0.1.0 /DAppNumericVersion=0.1.0.0 /DSourceDir=..\dist\reuse-desk ^
;        /DOutputDir=..\dist /DPresetsFile=org-environments.json reuse-desk.iss
;
; Per-user: field staff install it on their own laptops without an administrator,
; so it goes to %LOCALAPPDATA%\Programs and the user's own start menu.

#ifndef AppVersion
  #error AppVersion is not defined: build with packaging/build.py --installer
#endif
#ifndef AppNumericVersion
  #define AppNumericVersion AppVersion
#endif
#ifndef AppDescription
  #define AppDescription "Reuse Desk"
#endif
#ifndef SourceDir
  #define SourceDir "..\dist\reuse-desk"
#endif
#ifndef OutputDir
  #define OutputDir "..\dist"
#endif
#ifndef OutputBaseName
  #define OutputBaseName "reuse-desk-" + AppVersion + "-windows-x64-setup"
#endif
#ifndef IconFile
  #define IconFile "..\icons\reuse-desk.ico"
#endif

#define AppName "Reuse Desk"
#define AppPublisher "Material Reuse Service"
#define AppExe "reuse-desk.exe"

[Setup]
; The uninstaller and upgrades recognise the program by AppId: never change it.
AppId={{6F1C2B7E-4D1A-4C57-9A3E-5B2D7C8E1F40}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
AppComments={#AppDescription}
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductVersion={#AppNumericVersion}
VersionInfoDescription={#AppName} Setup
PrivilegesRequired=lowest
DefaultDirName={userpf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
DisableDirPage=auto
UsePreviousAppDir=yes
Uninstallable=yes
UninstallDisplayName={#AppName}
UninstallDisplayIcon={app}\{#AppExe}
SetupIconFile={#IconFile}
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBaseName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; An upgrade must not replace files under a running program.
CloseApplications=yes
RestartApplications=no
#ifdef SignInstaller
; build.py passes the signing command as /Ssigntool=... (signtool, SHA-256, timestamped):
; Inno Setup signs the setup with it, and the uninstaller it embeds, so that neither
; meets SmartScreen's "unknown publisher".
SignTool=signtool
SignedUninstaller=yes
#endif

[Languages]
Name: "nl"; MessagesFile: "compiler:Languages\Dutch.isl"
Name: "en"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole one-folder build. A presets file left in it by hand is not taken: only
; the one named at build time (below) is installed.
Source: "{#SourceDir}\*"; DestDir: "{app}"; Excludes: "environments.json"; Flags: ignoreversion recursesubdirs createallsubdirs
#ifdef PresetsFile
; The organisation's environment presets, next to the program where it looks for them.
Source: "{#PresetsFile}"; DestDir: "{app}"; DestName: "environments.json"; Flags: ignoreversion
#endif

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Comment: "{#AppDescription}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{userdesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Python writes nothing into the program folder at run time, but a presets file
; copied in by an administrator after installation goes with the program.
Type: files; Name: "{app}\environments.json"
; The user's drafts, photos and settings live in the user data folder, not here, and
; are deliberately left in place: they may hold work not yet sent to the service.
