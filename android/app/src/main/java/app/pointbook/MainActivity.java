package app.pointbook;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
