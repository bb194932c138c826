module {
  func.func @kina.u.adamw(%w: tensor<4x8xf32> {bufferization.writable = false}, %g: tensor<4x8xf32> {bufferization.writable = false}, %m: tensor<4x8xf32> {bufferization.writable = false}, %v: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":9:12)
    %_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1 : tensor<1x1xf32>) outs(%_1 : tensor<4x8xf32>) {
      ^bb0(%_in2: f32, %_out3: f32):
        linalg.yield %_in2 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":9:12)
    %_5 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":10:12)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2 : tensor<1x1xf32>) outs(%_5 : tensor<4x8xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":10:12)
    %_9 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":11:14)
    %_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_9 : tensor<4x8xf32>) {
      ^bb0(%_in10: f32, %_out11: f32):
        linalg.yield %_in10 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":11:14)
    %_13 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":12:16)
    %_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %m : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_13 : tensor<4x8xf32>) {
      ^bb0(%_in14: f32, %_in15: f32, %_out16: f32):
        %_17 = arith.mulf %_in14, %_in15 : f32
        linalg.yield %_17 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":12:16)
    %_19 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("adamw_4x8.kina":12:26)
    %_20 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":12:26)
    %_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19, %_4 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_20 : tensor<4x8xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.subf %_in21, %_in22 : f32
        linalg.yield %_24 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":12:26)
    %_26 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":12:25)
    %_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_25, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_26 : tensor<4x8xf32>) {
      ^bb0(%_in27: f32, %_in28: f32, %_out29: f32):
        %_30 = arith.mulf %_in27, %_in28 : f32
        linalg.yield %_30 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":12:25)
    %_32 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":12:16)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_18, %_31 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_32 : tensor<4x8xf32>) {
      ^bb0(%_in33: f32, %_in34: f32, %_out35: f32):
        %_36 = arith.addf %_in33, %_in34 : f32
        linalg.yield %_36 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":12:16)
    %_38 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":13:16)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_8, %v : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_38 : tensor<4x8xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":13:16)
    %_44 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("adamw_4x8.kina":13:26)
    %_45 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":13:26)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_44, %_8 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_45 : tensor<4x8xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":13:26)
    %_51 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":13:39)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_51 : tensor<4x8xf32>) {
      ^bb0(%_in52: f32, %_in53: f32, %_out54: f32):
        %_55 = arith.mulf %_in52, %_in53 : f32
        linalg.yield %_55 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":13:39)
    %_57 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":13:25)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_50, %_56 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_57 : tensor<4x8xf32>) {
      ^bb0(%_in58: f32, %_in59: f32, %_out60: f32):
        %_61 = arith.mulf %_in58, %_in59 : f32
        linalg.yield %_61 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":13:25)
    %_63 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":13:16)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_43, %_62 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_63 : tensor<4x8xf32>) {
      ^bb0(%_in64: f32, %_in65: f32, %_out66: f32):
        %_67 = arith.addf %_in64, %_in65 : f32
        linalg.yield %_67 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":13:16)
    %_69 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("adamw_4x8.kina":14:25)
    %_70 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":14:31)
    %_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1_t : tensor<1x1xf32>) outs(%_70 : tensor<4x8xf32>) {
      ^bb0(%_in71: f32, %_out72: f32):
        linalg.yield %_in71 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":14:31)
    %_74 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":14:25)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_73 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_74 : tensor<4x8xf32>) {
      ^bb0(%_in75: f32, %_in76: f32, %_out77: f32):
        %_78 = arith.subf %_in75, %_in76 : f32
        linalg.yield %_78 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":14:25)
    %_80 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":14:15)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_79 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_80 : tensor<4x8xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.divf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":14:15)
    %_86 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("adamw_4x8.kina":15:25)
    %_87 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":15:31)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2_t : tensor<1x1xf32>) outs(%_87 : tensor<4x8xf32>) {
      ^bb0(%_in88: f32, %_out89: f32):
        linalg.yield %_in88 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":15:31)
    %_91 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":15:25)
    %_96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_86, %_90 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_91 : tensor<4x8xf32>) {
      ^bb0(%_in92: f32, %_in93: f32, %_out94: f32):
        %_95 = arith.subf %_in92, %_in93 : f32
        linalg.yield %_95 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":15:25)
    %_97 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":15:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_68, %_96 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_97 : tensor<4x8xf32>) {
      ^bb0(%_in98: f32, %_in99: f32, %_out100: f32):
        %_101 = arith.divf %_in98, %_in99 : f32
        linalg.yield %_101 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":15:15)
    %_103 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("adamw_4x8.kina":16:15)
    %_104 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":16:28)
    %_107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%weight_decay : tensor<1x1xf32>) outs(%_104 : tensor<4x8xf32>) {
      ^bb0(%_in105: f32, %_out106: f32):
        linalg.yield %_in105 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":16:28)
    %_108 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":16:21)
    %_113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_107 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_108 : tensor<4x8xf32>) {
      ^bb0(%_in109: f32, %_in110: f32, %_out111: f32):
        %_112 = arith.mulf %_in109, %_in110 : f32
        linalg.yield %_112 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":16:21)
    %_114 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":16:15)
    %_119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_103, %_113 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_114 : tensor<4x8xf32>) {
      ^bb0(%_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in115, %_in116 : f32
        linalg.yield %_118 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":16:15)
    %_120 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":17:16)
    %_125 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w, %_119 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_120 : tensor<4x8xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.mulf %_in121, %_in122 : f32
        linalg.yield %_124 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":17:16)
    %_126 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":17:28)
    %_131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_85 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_126 : tensor<4x8xf32>) {
      ^bb0(%_in127: f32, %_in128: f32, %_out129: f32):
        %_130 = arith.mulf %_in127, %_in128 : f32
        linalg.yield %_130 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":17:28)
    %_132 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":17:44)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_102 : tensor<4x8xf32>) outs(%_132 : tensor<4x8xf32>) {
      ^bb0(%_in133: f32, %_out134: f32):
        %_135 = math.sqrt %_in133 : f32
        linalg.yield %_135 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":17:44)
    %_137 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":17:59)
    %_140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%eps : tensor<1x1xf32>) outs(%_137 : tensor<4x8xf32>) {
      ^bb0(%_in138: f32, %_out139: f32):
        linalg.yield %_in138 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":17:59)
    %_141 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":17:44)
    %_146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_136, %_140 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_141 : tensor<4x8xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.addf %_in142, %_in143 : f32
        linalg.yield %_145 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":17:44)
    %_147 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":17:28)
    %_152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_131, %_146 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_147 : tensor<4x8xf32>) {
      ^bb0(%_in148: f32, %_in149: f32, %_out150: f32):
        %_151 = arith.divf %_in148, %_in149 : f32
        linalg.yield %_151 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":17:28)
    %_153 = tensor.empty() : tensor<4x8xf32> loc("adamw_4x8.kina":17:16)
    %_158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_125, %_152 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_153 : tensor<4x8xf32>) {
      ^bb0(%_in154: f32, %_in155: f32, %_out156: f32):
        %_157 = arith.subf %_in154, %_in155 : f32
        linalg.yield %_157 : f32
      } -> tensor<4x8xf32> loc("adamw_4x8.kina":17:16)
    func.return %_158, %_37, %_68 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32> loc("adamw_4x8.kina":4:1)
  } loc("adamw_4x8.kina":4:1)
  func.func @kina.u.main(%w: tensor<4x8xf32> {bufferization.writable = false}, %g: tensor<4x8xf32> {bufferization.writable = false}, %m: tensor<4x8xf32> {bufferization.writable = false}, %v: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) attributes {llvm.emit_c_interface} {
    %_call1:3 = func.call @kina.u.adamw(%w, %g, %m, %v, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) loc("adamw_4x8.kina":26:3)
    func.return %_call1#0, %_call1#1, %_call1#2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32> loc("adamw_4x8.kina":21:1)
  } loc("adamw_4x8.kina":21:1)
}
